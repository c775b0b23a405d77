import { useState } from 'react';
import { buttonClasses } from '#web/components/button.tsx';

type OriginalViewerProps = { src: string; alt: string; width: number; height: number };

/**
 * The customer's photo, large: fitted to the panel, or at 100% in a scrollable frame so staff
 * can check focus and detail. The button (or a click on the photo) switches between the two;
 * at 100% the frame takes keyboard focus so arrow keys scroll it.
 */
export function OriginalViewer({ src, alt, width, height }: OriginalViewerProps) {
  const [actualSize, setActualSize] = useState(false);
  const toggle = () => setActualSize((value) => !value);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-300">
        <span>
          {width} × {height} px
        </span>
        <button type="button" aria-pressed={actualSize} onClick={toggle} className={buttonClasses('secondary', 'px-3 py-1.5 text-sm')}>
          {actualSize ? 'Fit to frame' : 'Zoom to 100%'}
        </button>
      </div>
      <div
        role="region"
        aria-label={actualSize ? 'Original photo at 100%, scrollable' : 'Original photo'}
        tabIndex={actualSize ? 0 : -1}
        data-testid="original-viewer"
        data-zoom={actualSize ? 'actual' : 'fit'}
        style={actualSize ? undefined : { aspectRatio: `${width} / ${height}` }}
        className={`rounded-xl border border-line bg-stone-950 ${actualSize ? 'h-[min(70vh,40rem)] overflow-auto' : 'flex max-h-[min(60vh,32rem)] w-full items-center justify-center overflow-hidden'}`}
      >
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          onClick={toggle}
          draggable={false}
          className={actualSize ? 'max-w-none cursor-zoom-out' : 'size-full cursor-zoom-in object-contain'}
        />
      </div>
    </div>
  );
}

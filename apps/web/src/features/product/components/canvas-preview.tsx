import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import type { BorderStyle } from '@store/shared/catalog';
import { overlayMargins, previewSrcSet, PRODUCT_PREVIEW_SIZES } from '@store/shared/product';
import type { ResultLinks } from '@store/shared/renders';

/** The preview never grows taller than this share of the window, so the options stay in reach. */
const MAX_HEIGHT_VH = 70;

function blockContextMenu(event: MouseEvent) {
  event.preventDefault();
}

const CAPTIONS: Record<BorderStyle, string> = {
  'full-wrap': 'The shaded edges wrap around the sides of the frame; the rest shows on the front.',
  'white-border': 'The white edges show the plain white sides of the frame.',
};

type CanvasPreviewProps = {
  image: Pick<ResultLinks, 'preview' | 'smallPreview' | 'width' | 'height'>;
  alt: string;
  size: string;
  borderStyle: BorderStyle;
};

/**
 * The watermarked render as it will sit on the canvas: bands over each edge, as thick as the
 * canvas wraps at this size, mark what goes round the frame (darkened picture for Full Wrap,
 * white for White Border).
 */
export function CanvasPreview({ image, alt, size, borderStyle }: CanvasPreviewProps) {
  const margins = overlayMargins(size);
  const width = image.width > 0 ? image.width : 1;
  const height = image.height > 0 ? image.height : 1;
  const band = borderStyle === 'white-border' ? 'border-stone-400 bg-white/90 text-stone-900' : 'border-white/70 bg-black/60 text-white';

  return (
    <figure className="flex flex-col items-center gap-3">
      <div
        onContextMenu={blockContextMenu}
        className="relative overflow-hidden rounded-sm bg-stone-900 shadow-2xl ring-1 shadow-black/60 ring-line"
        style={{ aspectRatio: `${width} / ${height}`, width: `min(100%, calc(${MAX_HEIGHT_VH}vh * ${width / height}))` }}
      >
        <img
          src={image.preview}
          srcSet={previewSrcSet(image)}
          sizes={PRODUCT_PREVIEW_SIZES}
          alt={alt}
          width={width}
          height={height}
          fetchPriority="high"
          decoding="async"
          draggable={false}
          onContextMenu={blockContextMenu}
          className="absolute inset-0 size-full object-cover"
        />
        <div data-testid="edge-overlays" data-border-style={borderStyle} className="pointer-events-none absolute inset-0">
          <EdgeBand testId="overlay-top" className={`inset-x-0 top-0 border-b ${band}`} style={{ height: `${margins.top}%` }}>
            TOP
          </EdgeBand>
          <EdgeBand testId="overlay-bottom" className={`inset-x-0 bottom-0 border-t ${band}`} style={{ height: `${margins.bottom}%` }}>
            BOTTOM
          </EdgeBand>
          <EdgeBand
            testId="overlay-left"
            vertical
            className={`left-0 border-r ${band}`}
            style={{ top: `${margins.top}%`, bottom: `${margins.bottom}%`, width: `${margins.left}%` }}
          >
            LEFT
          </EdgeBand>
          <EdgeBand
            testId="overlay-right"
            vertical
            className={`right-0 border-l ${band}`}
            style={{ top: `${margins.top}%`, bottom: `${margins.bottom}%`, width: `${margins.right}%` }}
          >
            RIGHT
          </EdgeBand>
        </div>
      </div>
      <figcaption className="max-w-md text-center text-sm leading-6 text-muted">{CAPTIONS[borderStyle]}</figcaption>
    </figure>
  );
}

type EdgeBandProps = { testId: string; className: string; style: CSSProperties; vertical?: boolean; children: ReactNode };

function EdgeBand({ testId, className, style, vertical = false, children }: EdgeBandProps) {
  return (
    <div
      data-testid={testId}
      className={`absolute flex items-center justify-center overflow-hidden border-dashed transition-[width,height,top,bottom] ${className}`}
      style={style}
    >
      <span className={`text-[0.625rem] leading-none font-bold tracking-[0.2em] ${vertical ? '[writing-mode:vertical-rl]' : ''}`}>
        {children}
      </span>
    </div>
  );
}

import { useEffect, useState } from 'react';

/** Spec: the comparison steps every 2 s through these positions (share of the render shown). */
export const SLIDER_POSITIONS = [0.5, 1, 0] as const;
export const SLIDER_STEP_MS = 2000;

/** The slider fills the page's width on phones and about 55% of it (at most 690 px) beside the text from 1024 px. */
const SLIDER_SIZES = '(min-width: 1280px) 690px, (min-width: 1024px) 55vw, calc(100vw - 2rem)';
/** The render's window, the render in it and the handle move together, by transform alone. */
const SLIDE = 'transition-transform duration-700 ease-in-out motion-reduce:transition-none';

type Props = {
  before: string;
  after: string;
  /** `srcset` candidates of each image, so a phone loads a narrower copy. */
  beforeSrcSet: string;
  afterSrcSet: string;
  beforeAlt: string;
  afterAlt: string;
  width: number;
  height: number;
};

/** The original photo with the render revealed over it from the left, moving on its own. */
export function BeforeAfterSlider({ before, after, beforeSrcSet, afterSrcSet, beforeAlt, afterAlt, width, height }: Props) {
  const [step, setStep] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setStep((current) => (current + 1) % SLIDER_POSITIONS.length), SLIDER_STEP_MS);
    return () => clearInterval(timer);
  }, []);

  const position = SLIDER_POSITIONS[step] ?? 0.5;
  const percent = `${position * 100}%`;

  return (
    <figure
      className="relative overflow-hidden rounded-2xl border border-line shadow-2xl shadow-black/50"
      data-testid="before-after"
      data-position={position}
    >
      <img
        src={before}
        srcSet={beforeSrcSet}
        sizes={SLIDER_SIZES}
        alt={beforeAlt}
        width={width}
        height={height}
        className="block h-auto w-full select-none"
        draggable={false}
        fetchPriority="high"
      />
      {/*
        The render is shown through a window that slides by transform while the render inside slides
        back by as much, so it stays in place: the browser moves both layers without painting the
        image again, where an animated clip-path painted it every frame: a sixth of a core on an idle home page.
      */}
      <div className={`absolute inset-0 overflow-hidden ${SLIDE}`} style={{ transform: `translateX(calc(${percent} - 100%))` }}>
        <img
          src={after}
          srcSet={afterSrcSet}
          sizes={SLIDER_SIZES}
          alt={afterAlt}
          width={width}
          height={height}
          draggable={false}
          className={`absolute inset-0 h-full w-full select-none object-cover ${SLIDE}`}
          style={{ transform: `translateX(calc(100% - ${percent}))` }}
        />
      </div>
      {/* The handle moves by transform across a layer as wide as the figure: moving it by `left` would count as layout shift. */}
      <div className={`pointer-events-none absolute inset-0 ${SLIDE}`} style={{ transform: `translateX(${percent})` }} aria-hidden="true">
        <div className="absolute inset-y-0 -left-px w-0.5 bg-white/90 shadow-[0_0_12px_rgba(0,0,0,0.6)]">
          <span className="absolute top-1/2 left-1/2 flex h-9 w-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-ink/80 text-xs font-bold text-white">
            ⇆
          </span>
        </div>
      </div>
      <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-between p-3 text-xs font-semibold uppercase tracking-wider">
        <span className="rounded bg-black/80 px-2 py-1 text-stone-100">Render</span>
        <span className="rounded bg-black/80 px-2 py-1 text-stone-100">Your photo</span>
      </figcaption>
    </figure>
  );
}

import { Link } from 'react-router';
import { MOST_POPULAR_STYLE, STYLES, type Style } from '@store/shared/styles';
import { useStartRenderHref } from '#web/lib/use-start-render-href.ts';
import { STYLE_DESCRIPTIONS, STYLE_SAMPLES } from '#web/lib/style-samples.ts';

function StyleLink({ style }: { style: Style }) {
  const href = useStartRenderHref(style);
  const sample = STYLE_SAMPLES[style];
  return (
    <Link
      to={href}
      data-testid={`gallery-style-${style}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-stone-900 text-left transition-colors hover:border-accent focus-visible:border-accent"
    >
      <img
        src={sample.src}
        width={sample.width}
        height={sample.height}
        alt=""
        loading="lazy"
        draggable={false}
        className="block aspect-square h-auto w-full bg-stone-950 transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
      <span className="flex flex-1 flex-col gap-0.5 px-3 py-2.5">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-display text-lg font-semibold tracking-wide text-stone-100">{style}</span>
          {style === MOST_POPULAR_STYLE && (
            <span className="rounded-full bg-accent/15 px-2 py-0.5 text-[0.7rem] font-semibold text-accent">Most Popular</span>
          )}
        </span>
        <span className="text-xs leading-snug text-stone-400">{STYLE_DESCRIPTIONS[style]}</span>
        <span className="mt-1 text-sm font-semibold text-accent group-hover:underline">
          Start in {style}
          <span aria-hidden="true">{'\u00a0'}→</span>
        </span>
      </span>
    </Link>
  );
}

/** Each style by its picture, each leading to the upload page with that style chosen (same tab). */
export function StyleLinks() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Start a render in a style">
      {STYLES.map((style) => (
        <li key={style}>
          <StyleLink style={style} />
        </li>
      ))}
    </ul>
  );
}

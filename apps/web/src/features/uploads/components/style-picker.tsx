import { useId } from 'react';
import { PREVIEW_MESSAGES, previewProgress, type PreviewSet, type StylePreview } from '@store/shared/style-previews';
import { MOST_POPULAR_STYLE, STYLES, type Style } from '@store/shared/styles';
import { StyleRadioCards, type StyleCardContent } from '#web/components/style-radio-cards.tsx';
import { STYLE_DESCRIPTIONS, STYLE_SAMPLES } from '#web/lib/style-samples.ts';

type StylePickerProps = {
  value: string;
  onChange: (style: Style) => void;
  disabled: boolean;
  /** The sketches of the customer's photo, when previews were started. */
  previewSet: PreviewSet | undefined;
  /** Why there are no sketches (turned off, today's limit, expired); null: nothing to say. */
  notice: string | null;
};

const IMAGE = 'absolute inset-0 h-full w-full';

function SamplePicture({ style, faded }: { style: Style; faded?: boolean }) {
  const sample = STYLE_SAMPLES[style];
  return (
    <img
      src={sample.src}
      width={sample.width}
      height={sample.height}
      alt={`${style} sample render`}
      loading="lazy"
      draggable={false}
      className={`${IMAGE} object-cover ${faded ? 'opacity-35 grayscale' : ''}`}
    />
  );
}

function cardFor(style: Style, preview: StylePreview | undefined): StyleCardContent {
  const badge = style === MOST_POPULAR_STYLE ? 'Most Popular' : undefined;
  if (!preview) return { style, badge, picture: <SamplePicture style={style} />, note: STYLE_DESCRIPTIONS[style] };
  if (preview.status === 'ready' && preview.imageUrl)
    return {
      style,
      badge,
      picture: (
        <img
          src={preview.imageUrl}
          alt={`${style} first sketch of your bike`}
          draggable={false}
          onContextMenu={(event) => event.preventDefault()}
          className={`${IMAGE} object-contain`}
          data-testid={`style-preview-${style}`}
        />
      ),
      note: PREVIEW_MESSAGES.sketchLabel,
    };
  if (preview.status === 'failed') return { style, badge, picture: <SamplePicture style={style} />, note: PREVIEW_MESSAGES.failed };
  return {
    style,
    badge,
    picture: (
      <>
        <SamplePicture style={style} faded />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="h-8 w-8 rounded-full border-4 border-stone-500 border-t-accent motion-safe:animate-spin" />
        </span>
      </>
    ),
    note: 'Painting your sketch…',
  };
}

/**
 * The style chosen by its picture: each style's sample render, or, once the customer's photo has
 * been sketched, their own bike in that style, labelled as the first sketch it is.
 */
export function StylePicker({ value, onChange, disabled, previewSet, notice }: StylePickerProps) {
  const statusId = useId();
  const previews = previewSet?.previews ?? [];
  const progress = previewSet ? previewProgress(previews) : null;
  const cards = STYLES.map((style) =>
    cardFor(
      style,
      previews.find((preview) => preview.style === style),
    ),
  );
  return (
    <div className="flex flex-col gap-3">
      <StyleRadioCards legend="Style" cards={cards} value={value} onChange={onChange} disabled={disabled} describedBy={statusId} />
      <div id={statusId} aria-live="polite" className="text-sm text-stone-300" data-testid="style-preview-status">
        {progress && !progress.done && (
          <div className="flex flex-col gap-1.5">
            <span>
              {PREVIEW_MESSAGES.painting} {progress.finished} of {progress.total} ready
            </span>
            <progress value={progress.finished} max={progress.total} className="h-1.5 w-full accent-accent" aria-hidden="true" />
          </div>
        )}
        {progress?.done && (
          <span>
            Your bike in every style: quick, watermarked first sketches. Pick the one you like; an artist paints and finishes it for you.
          </span>
        )}
        {!progress && notice && <span>{notice}</span>}
      </div>
    </div>
  );
}

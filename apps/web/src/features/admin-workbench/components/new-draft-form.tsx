import { useId, useState, type FormEvent } from 'react';
import { STYLES, isStyle, type Style } from '@store/shared/styles';
import { buttonClasses } from '#web/components/button.tsx';
import { useRequestDraft } from '../api/request-draft.ts';

const SELECT = 'rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 focus:border-accent focus:outline-none';

/** Paint another draft: any style, with the style's background or the bike alone on a plain backdrop. */
export function NewDraftForm({ renderId, defaultStyle }: { renderId: string; defaultStyle: Style }) {
  const styleId = useId();
  const backgroundId = useId();
  const [style, setStyle] = useState<Style>(defaultStyle);
  const [background, setBackground] = useState(true);
  const request = useRequestDraft(renderId);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!request.isPending) request.mutate({ style, background });
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-label="Paint another draft"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-stone-700 p-3"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={styleId} className="text-sm font-medium text-stone-200">
          Draft style
        </label>
        <select
          id={styleId}
          value={style}
          onChange={(event) => isStyle(event.target.value) && setStyle(event.target.value)}
          className={SELECT}
        >
          {STYLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-h-10 items-center gap-2">
        <input
          id={backgroundId}
          type="checkbox"
          checked={background}
          onChange={(event) => setBackground(event.target.checked)}
          className="size-4 accent-amber-500"
        />
        <label htmlFor={backgroundId} className="text-sm text-stone-200">
          With background
        </label>
      </div>
      <button type="submit" disabled={request.isPending} className={buttonClasses('secondary', 'px-3 py-2 text-sm')}>
        {request.isPending ? 'Starting...' : 'Paint draft'}
      </button>
      {request.isError && (
        <p role="alert" className="w-full text-sm text-red-300">
          {request.error.message || 'Could not start a new draft.'}
        </p>
      )}
    </form>
  );
}

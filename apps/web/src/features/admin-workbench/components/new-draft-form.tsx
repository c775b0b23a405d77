import { useId, useState, type FormEvent } from 'react';
import { BUILT_IN_PAINTER, type DraftPainterChoice } from '@store/shared/production';
import { STYLES, defaultBackdrop, isStyle, type Backdrop, type Style } from '@store/shared/styles';
import { buttonClasses } from '#web/components/button.tsx';
import { useRequestDraft } from '../api/request-draft.ts';
import { BackdropSelect } from './backdrop-select.tsx';

const SELECT = 'rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 focus:border-accent focus:outline-none';

type NewDraftFormProps = { renderId: string; defaultStyle: Style; generativePainter: string | null };

/** Paint another draft: any style, on any of that style's backdrops, by the configured model or the built-in painter. */
export function NewDraftForm({ renderId, defaultStyle, generativePainter }: NewDraftFormProps) {
  const styleId = useId();
  const painterId = useId();
  const [painter, setPainter] = useState<DraftPainterChoice>('model');
  const [style, setStyle] = useState<Style>(defaultStyle);
  const [backdrop, setBackdrop] = useState<Backdrop>(defaultBackdrop(defaultStyle));
  const request = useRequestDraft(renderId);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!request.isPending) request.mutate({ style, backdrop, painter: generativePainter ? painter : 'built-in' });
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
          onChange={(event) => {
            const chosen = event.target.value;
            if (!isStyle(chosen)) return;
            setStyle(chosen);
            setBackdrop(defaultBackdrop(chosen));
          }}
          className={SELECT}
        >
          {STYLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <BackdropSelect style={style} value={backdrop} onChange={setBackdrop} className={SELECT} />
      {generativePainter && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={painterId} className="text-sm font-medium text-stone-200">
            Painter
          </label>
          <select
            id={painterId}
            value={painter}
            onChange={(event) => setPainter(event.target.value === 'built-in' ? 'built-in' : 'model')}
            className={SELECT}
          >
            <option value="model">{generativePainter}</option>
            <option value="built-in">{BUILT_IN_PAINTER}</option>
          </select>
        </div>
      )}
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

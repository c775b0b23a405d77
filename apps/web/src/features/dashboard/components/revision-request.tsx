import { useState, type FormEvent } from 'react';
import { REVISION_MESSAGES, REVISION_NOTE_MAX_LENGTH } from '@store/shared/production';
import type { RenderProgress } from '@store/shared/render-progress-schemas';
import { Button, buttonClasses } from '#web/components/button.tsx';
import { TextAreaField } from '#web/components/form-field.tsx';
import { Modal } from '#web/components/modal.tsx';
import { showToast } from '#web/lib/toast.ts';
import { useRequestRevision } from '../api/request-revision.ts';

/** How long the thanks stays up: besides the email and the card's note, it is the customer's confirmation that the request arrived. */
const RECEIVED_TOAST_MS = 8000;

/** "Request a change" while a free revision is left: a note to the artists, sent back to their queue. */
export function RevisionRequest({ renderId, style, progress }: { renderId: string; style: string; progress: RenderProgress | undefined }) {
  const [open, setOpen] = useState(false);
  if (!progress) return null;
  if (progress.revisionsLeft <= 0) return <p className="text-sm text-muted">Free revision used</p>;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClasses('ghost', 'w-full px-3 py-1.5 text-sm sm:w-auto')}>
        Request a change
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Request a change" size="md">
        <RevisionForm renderId={renderId} style={style} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function RevisionForm({ renderId, style, onDone }: { renderId: string; style: string; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const revision = useRequestRevision();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (revision.isPending) return;
    if (!note.trim()) {
      setError(REVISION_MESSAGES.noteRequired);
      return;
    }
    setError(undefined);
    revision.mutate(
      { renderId, note },
      {
        onSuccess: () => {
          showToast(REVISION_MESSAGES.received, 'success', RECEIVED_TOAST_MS);
          onDone();
        },
        onError: (cause) => setError(cause.message || 'We could not send your request. Please try again.'),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm leading-relaxed text-stone-300">
        Tell our artists what to change in your {style} render. Your first change is free; we will email you when the new version is ready.
      </p>
      <TextAreaField
        label="What would you like changed?"
        value={note}
        maxLength={REVISION_NOTE_MAX_LENGTH}
        required
        error={error}
        onChange={(event) => setNote(event.target.value)}
      />
      <p className="-mt-2 text-right text-xs text-muted" aria-hidden="true">
        {note.length}/{REVISION_NOTE_MAX_LENGTH}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={revision.isPending}>
          {revision.isPending ? 'Sending...' : 'Send request'}
        </Button>
      </div>
    </form>
  );
}

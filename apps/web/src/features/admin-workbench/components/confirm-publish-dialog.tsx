import { useRef } from 'react';
import { Button, buttonClasses } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';

type ConfirmPublishDialogProps = { problems: string[]; onConfirm: () => void; onCancel: () => void };

/** The server's problems with a version, each named, before it goes to the customer; Cancel has focus so a stray Enter changes nothing. */
export function ConfirmPublishDialog({ problems, onConfirm, onCancel }: ConfirmPublishDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={problems.length > 0} onClose={onCancel} title="Publish anyway?" size="sm" initialFocusRef={cancelRef}>
      <ul className="flex list-disc flex-col gap-2 pl-5 leading-relaxed text-stone-200" data-testid="publish-problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" onClick={onCancel} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <Button onClick={onConfirm}>Publish anyway</Button>
      </div>
    </Modal>
  );
}

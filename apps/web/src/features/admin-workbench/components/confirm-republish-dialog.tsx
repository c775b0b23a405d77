import { useRef } from 'react';
import { Button, buttonClasses } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';

type ConfirmRepublishDialogProps = { open: boolean; message: string; onConfirm: () => void; onCancel: () => void };

/** The server's question before replacing an image customers have bought; Cancel has focus so a stray Enter changes nothing. */
export function ConfirmRepublishDialog({ open, message, onConfirm, onCancel }: ConfirmRepublishDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onCancel} title="Publish again?" size="sm" initialFocusRef={cancelRef}>
      <p className="leading-relaxed text-stone-200">{message}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" onClick={onCancel} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <Button onClick={onConfirm}>Publish anyway</Button>
      </div>
    </Modal>
  );
}

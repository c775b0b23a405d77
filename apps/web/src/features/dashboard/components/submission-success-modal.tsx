import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';

/** Shown once after an upload (SPEC.md: arriving from upload). */
export function SubmissionSuccessModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Submission Successful" size="sm">
      <p className="leading-relaxed text-stone-200">Your render is now in progress. We will email you when it's ready to view.</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} className="w-full sm:w-auto">
          Got it
        </Button>
      </div>
    </Modal>
  );
}

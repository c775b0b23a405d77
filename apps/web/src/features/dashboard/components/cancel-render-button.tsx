import { CANCEL_MESSAGES } from '@store/shared/production';
import { buttonClasses } from '#web/components/button.tsx';
import { showToast } from '#web/lib/toast.ts';
import { useCancelRender } from '../api/cancel-render.ts';

/** Withdraws a request still waiting for its first render, after the customer confirms; its card then goes. */
export function CancelRenderButton({ renderId }: { renderId: string }) {
  const cancel = useCancelRender();

  function handleClick() {
    if (cancel.isPending || !window.confirm(CANCEL_MESSAGES.confirm)) return;
    cancel.mutate(renderId, { onSuccess: () => showToast(CANCEL_MESSAGES.cancelled, 'info') });
  }

  return (
    <div className="flex flex-col gap-1.5 sm:items-end">
      <button type="button" onClick={handleClick} disabled={cancel.isPending} className={buttonClasses('ghost', 'px-3 py-1.5 text-sm')}>
        {cancel.isPending ? 'Cancelling...' : 'Cancel request'}
      </button>
      {cancel.isError && (
        <p role="alert" className="text-sm text-red-300">
          {cancel.error.message || CANCEL_MESSAGES.notPending}
        </p>
      )}
    </div>
  );
}

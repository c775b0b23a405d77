import type { UploadAllowanceDto } from '@store/shared/renders';
import { UPLOAD_MESSAGES } from '@store/shared/upload-messages';

const resetTimeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 23, 10:04 AM" in the customer's own time zone and locale. */
export function formatResetTime(iso: string): string {
  return resetTimeFormat.format(new Date(iso));
}

type UploadAllowanceNoticeProps = { allowance: UploadAllowanceDto | undefined; isPending: boolean; isError: boolean };

/** How many uploads are left today, or when the next one becomes possible; announced as it changes. */
export function UploadAllowanceNotice({ allowance, isPending, isError }: UploadAllowanceNoticeProps) {
  return (
    <div aria-live="polite" data-testid="upload-allowance" className="text-sm">
      {isPending && <p className="text-muted">Checking your uploads left today...</p>}
      {!isPending && isError && !allowance && (
        <p className="text-muted">We could not check your uploads left today. You can still try to submit.</p>
      )}
      {allowance && allowance.remaining > 0 && (
        <p className="text-stone-200">
          You have {allowance.remaining} of {allowance.limit} uploads left today.
        </p>
      )}
      {allowance && allowance.remaining <= 0 && (
        <div className="rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-amber-100">
          <p className="font-semibold">{UPLOAD_MESSAGES.dailyLimit}</p>
          {allowance.resetsAt && (
            <p className="mt-1">
              You can upload again on <time dateTime={allowance.resetsAt}>{formatResetTime(allowance.resetsAt)}</time>.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

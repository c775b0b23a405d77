import { describeDiscount, type DiscountCode } from '@store/shared/discounts';
import { Button } from '#web/components/button.tsx';
import { StatusPill } from '#web/components/status-pill.tsx';
import { useDeactivateDiscountCode } from '../api/discounts.ts';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

function statusOf(code: DiscountCode): string {
  if (!code.active) return 'Deactivated';
  if (code.expiresAt && new Date(code.expiresAt).getTime() <= Date.now()) return 'Expired';
  if (code.usageLimit !== null && code.uses >= code.usageLimit) return 'Used up';
  return 'Active';
}

/** Every code with its terms, uses and state; an active code can be ended. */
export function DiscountCodeTable({ codes }: { codes: DiscountCode[] }) {
  const deactivate = useDeactivateDiscountCode();
  return (
    <ul className="flex flex-col gap-3">
      {codes.map((code) => {
        const status = statusOf(code);
        return (
          <li
            key={code.id}
            data-testid="discount-code"
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-panel px-5 py-4"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-lg font-semibold text-accent">{code.code}</span>
                <StatusPill active={status === 'Active'}>{status}</StatusPill>
              </p>
              <p className="text-sm text-stone-300">
                {describeDiscount(code)} · {code.uses} {code.uses === 1 ? 'use' : 'uses'}
                {code.usageLimit !== null ? ` of ${code.usageLimit}` : ''}
                {code.oncePerCustomer ? ' · once per customer' : ''}
                {code.expiresAt ? ` · expires ${formatDate(code.expiresAt)}` : ' · no expiry'}
              </p>
              <p className="text-xs text-stone-400">
                Created {formatDate(code.createdAt)} by {code.createdBy}
              </p>
            </div>
            {code.active && (
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-sm"
                disabled={deactivate.isPending}
                onClick={() => deactivate.mutate(code.id)}
                aria-label={`Deactivate ${code.code}`}
              >
                Deactivate
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

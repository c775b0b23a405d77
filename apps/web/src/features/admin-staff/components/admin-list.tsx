import { useState } from 'react';
import type { StaffMember } from '@store/shared/staff';
import { Button } from '#web/components/button.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { useRevokeAdmin } from '../api/revoke-admin.ts';

/** The admins, each with a Revoke button; your own row says "You" instead (you cannot demote yourself). */
export function AdminList({ admins, selfId }: { admins: StaffMember[]; selfId: string }) {
  const revoke = useRevokeAdmin();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleRevoke(admin: StaffMember) {
    if (!window.confirm(`Revoke admin from ${admin.name || admin.email}?`)) return;
    setResult(null);
    try {
      await revoke.mutateAsync(admin.id);
      setResult({ tone: 'success', text: `${admin.email} is no longer an admin.` });
    } catch (failure) {
      setResult({
        tone: 'error',
        text: failure instanceof Error && failure.message ? failure.message : 'Could not revoke. Please try again.',
      });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-line rounded-xl border border-line bg-panel" aria-label="Admins">
        {admins.map((admin) => (
          <li key={admin.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-stone-100">{admin.name}</p>
              <p className="truncate text-sm text-stone-400">{admin.email}</p>
            </div>
            {admin.id === selfId ? (
              <span className="rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-accent">You</span>
            ) : (
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-sm"
                disabled={revoke.isPending}
                aria-label={`Revoke admin from ${admin.email}`}
                onClick={() => void handleRevoke(admin)}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      {result && <StatusMessage tone={result.tone}>{result.text}</StatusMessage>}
    </div>
  );
}

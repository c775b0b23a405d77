import { useState } from 'react';
import { CONFIRM_PUBLISH, PUBLISH_PROBLEMS, type PublishProblem, type RenderVersion } from '@store/shared/production';
import { Button } from '#web/components/button.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.ts';
import { usePublishVersion } from '../api/publish-version.ts';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { ConfirmPublishDialog } from './confirm-publish-dialog.tsx';

type PublishControlProps = { renderId: string; version: RenderVersion; live: boolean; customerName: string };

/**
 * Publishes a version to the customer. When the server finds problems (CONFIRM_PUBLISH: another
 * style than asked for, too small for canvas, paid orders) they are listed, and a yes publishes
 * again with exactly those confirmed.
 */
export function PublishControl({ renderId, version, live, customerName }: PublishControlProps) {
  const publish = usePublishVersion(renderId);
  const [problems, setProblems] = useState<Partial<Record<PublishProblem, string>>>({});
  const [error, setError] = useState<string | null>(null);

  function send(confirmed: PublishProblem[]) {
    setError(null);
    setProblems({});
    publish.mutate(
      { versionId: version.id, confirmed },
      {
        onSuccess: () => showToast(`Version ${version.number} published to ${customerName}.`),
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === CONFIRM_PUBLISH) setProblems(cause.fields);
          else setError(cause.message || 'Could not publish this version.');
        },
      },
    );
  }

  if (live && version.publishedAt) {
    return (
      <div data-testid="published">
        <StatusMessage tone="success">{`Published ${formatDateTime(version.publishedAt)}. ${customerName} can see version ${version.number} and has been emailed. Stage: Complete.`}</StatusMessage>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <Button onClick={() => send([])} disabled={publish.isPending} className="self-start">
        {publish.isPending ? 'Publishing...' : `Publish version ${version.number}`}
      </Button>
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      <ConfirmPublishDialog
        problems={Object.values(problems)}
        onConfirm={() => send(PUBLISH_PROBLEMS.filter((problem) => problem in problems))}
        onCancel={() => setProblems({})}
      />
    </div>
  );
}

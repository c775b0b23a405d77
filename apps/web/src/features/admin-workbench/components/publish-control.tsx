import { useState } from 'react';
import type { RenderVersion } from '@store/shared/production';
import { Button } from '#web/components/button.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.ts';
import { usePublishVersion } from '../api/publish-version.ts';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { ConfirmRepublishDialog } from './confirm-republish-dialog.tsx';

type PublishControlProps = { renderId: string; version: RenderVersion; live: boolean; customerName: string };

/**
 * Publishes a version to the customer. When the render already has orders the server asks
 * first (CONFIRM_REPUBLISH): its question is shown, and a yes publishes with the confirmation.
 */
export function PublishControl({ renderId, version, live, customerName }: PublishControlProps) {
  const publish = usePublishVersion(renderId);
  const [question, setQuestion] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function send(confirmRepublish: boolean) {
    setError(null);
    setQuestion(null);
    publish.mutate(
      { versionId: version.id, confirmRepublish },
      {
        onSuccess: () => showToast(`Version ${version.number} published to ${customerName}.`),
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === 'CONFIRM_REPUBLISH') setQuestion(cause.message);
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
      <Button onClick={() => send(false)} disabled={publish.isPending} className="self-start">
        {publish.isPending ? 'Publishing...' : `Publish version ${version.number}`}
      </Button>
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      <ConfirmRepublishDialog
        open={question !== null}
        message={question ?? ''}
        onConfirm={() => send(true)}
        onCancel={() => setQuestion(null)}
      />
    </div>
  );
}

/** Bulk delete of product media: a preview of each image that would go (mediaBulkDelete preview), then the delete bound to that preview. */
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import type { PreviewResult } from '@console/schema';
import { showSuccess } from '../../../ui/toaster.js';
import { MEDIA_BULK_DELETE } from '../graphql/operations.js';
import { usePayloadCall } from '../hooks/usePayloadCall.js';
import { useTaskRun } from '../hooks/useTaskRun.js';
import { MediaReview } from './MediaReview.js';
import { TaskLine } from './TaskLine.js';

export interface DeleteImagesProps {
  selected: string[];
  confirmWrite: (action: string) => Promise<boolean>;
  onDeleted: () => void;
}

export function DeleteImages({ selected, confirmWrite, onDeleted }: DeleteImagesProps) {
  const client = useApolloClient();
  const [preview, setPreview] = useState<(PreviewResult & { of: string }) | null>(null);
  const call = usePayloadCall();
  const run = useTaskRun((task) => {
    if (task.status === 'succeeded') {
      showSuccess(`${preview?.counts.delete ?? ''} image(s) deleted.`);
      setPreview(null);
      onDeleted();
    }
  });
  const selection = [...selected].sort().join(',');
  const doPreview = async () => {
    run.reset();
    const data = await call.run(async () => (await client.mutate({ mutation: MEDIA_BULK_DELETE, variables: { uuids: selected, preview: true } })).data?.mediaBulkDelete);
    if (data) setPreview({ ...(data as PreviewResult), of: selection });
  };
  const doDelete = async () => {
    if (!preview || !(await confirmWrite(`delete ${preview.counts.delete} product image(s)`))) return;
    const data = (await call.run(async () => (await client.mutate({ mutation: MEDIA_BULK_DELETE, variables: { preview_id: preview.preview_id } })).data?.mediaBulkDelete)) as { task_uuid?: string } | null;
    if (data?.task_uuid) run.follow(data.task_uuid);
  };
  // A preview of another selection says nothing about this one.
  const current = preview && preview.of === selection ? preview : null;
  const running = !!run.task && !['succeeded', 'failed', 'cancelled'].includes(run.task.status);
  return (
    <section aria-label="Delete images" className="console-gap">
      <div className="console-wizard-actions">
        <Button size="small" icon="eye-open" text={`Preview deleting ${selected.length} image(s)`} disabled={selected.length === 0 || running} loading={call.busy && !current} onClick={() => void doPreview()} />
        {current && (
          <Button size="small" intent="danger" icon="trash" text={`Delete ${current.counts.delete} image(s)`} disabled={current.counts.delete === 0 || current.counts.error > 0} loading={(call.busy && !!current) || running} onClick={() => void doDelete()} />
        )}
        {current && <Button size="small" variant="minimal" text="Cancel" disabled={running} onClick={() => setPreview(null)} />}
      </div>
      {call.refusal && <Callout intent="danger" role="alert" className="console-gap">{call.refusal.message}{call.refusal.reason ? `: ${call.refusal.reason}` : ''}</Callout>}
      {current && (
        <div className="console-gap">
          <p role="status" aria-label="Delete preview summary">
            {current.counts.delete} image(s) would be deleted, {current.counts.error} refused.{current.counts.error > 0 && ' Nothing is deleted while one is refused: change the selection and preview again.'}
          </p>
          <MediaReview rows={current.rows} label="Images to delete" />
        </div>
      )}
      <TaskLine task={run.task} failure={run.failure} />
    </section>
  );
}

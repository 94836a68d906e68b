/** Bulk delete of product media: a preview of what goes (mediaBulkDelete preview), then the delete bound to it. */
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import type { PreviewResult } from '@console/schema';
import { showSuccess } from '../../../ui/toaster.js';
import { ReviewTable } from '../../bulk/components/ReviewTable.js';
import { MEDIA_BULK_DELETE } from '../graphql/operations.js';
import { usePayloadCall } from '../hooks/usePayloadCall.js';
import { useTaskRun } from '../hooks/useTaskRun.js';
import { TaskLine } from './TaskLine.js';

export function DeleteImages({ selected, confirmWrite, onDeleted }: { selected: string[]; confirmWrite: (action: string) => Promise<boolean>; onDeleted: () => void }) {
  const client = useApolloClient();
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const call = usePayloadCall();
  const run = useTaskRun((task) => {
    if (task.status === 'succeeded') {
      showSuccess(`${preview?.counts.delete ?? ''} image(s) deleted.`);
      setPreview(null);
      onDeleted();
    }
  });
  const doPreview = async () => {
    const data = await call.run(async () => (await client.mutate({ mutation: MEDIA_BULK_DELETE, variables: { uuids: selected, preview: true } })).data?.mediaBulkDelete);
    if (data) setPreview(data as PreviewResult);
  };
  const doDelete = async () => {
    if (!preview || !(await confirmWrite(`delete ${preview.counts.delete} product image(s)`))) return;
    const data = (await call.run(async () => (await client.mutate({ mutation: MEDIA_BULK_DELETE, variables: { preview_id: preview.preview_id } })).data?.mediaBulkDelete)) as { task_uuid?: string } | null;
    if (data?.task_uuid) run.follow(data.task_uuid);
  };
  const stale = preview && preview.total !== selected.length;
  return (
    <div aria-label="Delete images" className="console-gap">
      <div className="console-wizard-actions">
        <Button size="small" icon="eye-open" text={`Preview deleting ${selected.length} image(s)`} disabled={selected.length === 0} loading={call.busy && !preview} onClick={() => void doPreview()} />
        {preview && !stale && (
          <Button size="small" intent="danger" icon="trash" text={`Delete ${preview.counts.delete} image(s)`} disabled={preview.counts.delete === 0 || preview.counts.error > 0} loading={call.busy} onClick={() => void doDelete()} />
        )}
      </div>
      {call.refusal && <Callout intent="danger" role="alert" className="console-gap">{call.refusal.message}{call.refusal.reason ? `: ${call.refusal.reason}` : ''}</Callout>}
      {preview && !stale && (
        <div className="console-gap">
          <p role="status" aria-label="Delete preview summary">{preview.counts.delete} image(s) would be deleted, {preview.counts.error} refused.</p>
          <ReviewTable rows={preview.rows} label="Images to delete" />
        </div>
      )}
      <TaskLine task={run.task} failure={run.failure} />
    </div>
  );
}

/**
 * The write of new images: the product_media bulk preview (version 1.1) of the rows, its rows for
 * review, then the apply bound to that preview, followed as a task. Nothing is written before the
 * apply, and a refusal keeps what the user chose.
 */
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { PreviewResult, PreviewRow } from '@console/schema';
import { messageForStatus } from '@console/schema';
import { toAppError } from '../../../apollo/appError.js';
import { BULK_APPLY, BULK_PREVIEW, PREVIEW_ROWS } from '../../bulk/graphql/operations.js';
import { useTaskRun } from './useTaskRun.js';

/** One media row as product_media takes it. */
export interface MediaRow {
  product_uuid: string;
  product_folder: string;
  code: string;
  file_name: string;
  url: string;
  position: number;
}

export type MediaPreview = PreviewResult & { pageRows: PreviewRow[] };

export function useMediaUpload(onApplied: (preview: MediaPreview) => void) {
  const client = useApolloClient();
  const [preview, setPreview] = useState<MediaPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useTaskRun((task) => {
    if (task.status === 'succeeded' && preview) {
      onApplied(preview);
      setPreview(null);
    }
  });

  const attempt = async (fn: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await fn();
    } catch (error) {
      const e = toAppError(error);
      setFailure(e.userMessage ?? messageForStatus(e.status));
    } finally {
      setBusy(false);
    }
  };

  const check = (rows: MediaRow[]) =>
    attempt(async () => {
      run.reset();
      const answer = (await client.mutate({ mutation: BULK_PREVIEW, variables: { bulk: 'product_media', rows } })).data?.bulkPreview;
      if (!answer?.ok || !answer.preview) return setFailure(`${answer?.message ?? messageForStatus(answer?.status ?? 500)}${answer?.reason ? `: ${answer.reason}` : ''}`);
      const page = await client.query({ query: PREVIEW_ROWS, variables: { preview_id: answer.preview.preview_id, page: 1, page_size: 100 }, fetchPolicy: 'network-only' });
      setPreview({ ...answer.preview, pageRows: page.data?.previewRows.rows ?? [] });
    });

  const apply = (confirmWrite: (action: string) => Promise<boolean>) =>
    attempt(async () => {
      if (!preview || !(await confirmWrite(`upload ${preview.counts.insert + preview.counts.update} product image(s)`))) return;
      const answer = (await client.mutate({ mutation: BULK_APPLY, variables: { bulk: 'product_media', preview_id: preview.preview_id } })).data?.bulkApply;
      if (!answer?.ok || !answer.result) return setFailure(`${answer?.message ?? messageForStatus(answer?.status ?? 500)}${answer?.reason && answer.reason !== answer.message ? `: ${answer.reason}` : ''}`);
      run.follow(answer.result.task_uuid);
    });

  return { preview, failure, busy, task: run.task, taskFailure: run.failure, check, apply, discard: () => (setPreview(null), setFailure(null)) };
}

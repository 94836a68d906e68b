/**
 * Adds images to a product: URLs into a folder, each shown before anything is sent, then the
 * product_media bulk (version 1.1) preview and, after review, its apply as a task.
 */
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H5, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { PreviewResult } from '@console/schema';
import { messageForStatus } from '@console/schema';
import { toAppError } from '../../../apollo/appError.js';
import { showSuccess } from '../../../ui/toaster.js';
import { BULK_APPLY, BULK_PREVIEW, PREVIEW_ROWS } from '../../bulk/graphql/operations.js';
import { ReviewTable } from '../../bulk/components/ReviewTable.js';
import { useTaskRun } from '../hooks/useTaskRun.js';
import { TaskLine } from './TaskLine.js';

const fileNameOf = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '') || 'image';

export interface AddImagesProps {
  code: string;
  productUuid: string;
  startPosition: number;
  confirmWrite: (action: string) => Promise<boolean>;
  onAdded: () => void;
}

export function AddImages({ code, productUuid, startPosition, confirmWrite, onAdded }: AddImagesProps) {
  const client = useApolloClient();
  const [folder, setFolder] = useState('main');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<(PreviewResult & { pageRows: PreviewResult['rows'] }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useTaskRun((task) => {
    if (task.status === 'succeeded') {
      showSuccess('Images added.');
      setText('');
      setPreview(null);
      onAdded();
    }
  });
  const urls = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const rows = urls.map((url, i) => ({ product_uuid: productUuid, product_folder: folder.trim(), code, file_name: fileNameOf(url), url, position: startPosition + i }));

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
  const doPreview = () =>
    attempt(async () => {
      const answer = (await client.mutate({ mutation: BULK_PREVIEW, variables: { bulk: 'product_media', rows } })).data?.bulkPreview;
      if (!answer?.ok || !answer.preview) return setFailure(`${answer?.message ?? 'Refused'}${answer?.reason ? `: ${answer.reason}` : ''}`);
      const page = await client.query({ query: PREVIEW_ROWS, variables: { preview_id: answer.preview.preview_id, page: 1, page_size: 100 }, fetchPolicy: 'network-only' });
      setPreview({ ...answer.preview, pageRows: page.data?.previewRows.rows ?? [] });
    });
  const doApply = () =>
    attempt(async () => {
      if (!preview || !(await confirmWrite(`add ${preview.counts.insert + preview.counts.update} product image(s)`))) return;
      const answer = (await client.mutate({ mutation: BULK_APPLY, variables: { bulk: 'product_media', preview_id: preview.preview_id } })).data?.bulkApply;
      if (!answer?.ok || !answer.result) return setFailure(answer?.message ?? 'Refused');
      run.follow(answer.result.task_uuid);
    });

  return (
    <Card aria-label="Add images" className="console-gap">
      <H5>Add images</H5>
      <FormGroup label="Folder" labelFor="image-folder">
        <InputGroup id="image-folder" value={folder} onValueChange={(v) => (setFolder(v), setPreview(null))} size="small" />
      </FormGroup>
      <FormGroup label="Image URLs, one per line" labelFor="image-urls">
        <TextArea id="image-urls" value={text} onChange={(e) => (setText(e.currentTarget.value), setPreview(null))} rows={4} fill className="console-mono" />
      </FormGroup>
      {urls.length > 0 && (
        <div className="console-gallery" aria-label="Images to add">
          {rows.map((r) => (
            <figure key={`${r.url}-${r.position}`}>
              <img src={r.url} alt={`To add: ${r.file_name}`} loading="lazy" onError={(e) => e.currentTarget.classList.add('console-img-broken')} />
              <figcaption>{folder}/{r.file_name}</figcaption>
            </figure>
          ))}
        </div>
      )}
      {failure && <Callout intent="danger" role="alert" className="console-gap">{failure}</Callout>}
      {preview && (
        <div className="console-gap">
          <p role="status" aria-label="Image preview summary">
            {preview.counts.insert} to add, {preview.counts.update} to update, {preview.counts.unchanged} unchanged, {preview.counts.error} refused.
          </p>
          <ReviewTable rows={preview.pageRows} label="Image rows" />
        </div>
      )}
      <TaskLine task={run.task} failure={run.failure} />
      <div className="console-wizard-actions">
        <Button size="small" text="Preview" loading={busy && !preview} disabled={rows.length === 0 || !folder.trim()} onClick={() => void doPreview()} />
        <Button size="small" intent="primary" text="Add the images" loading={busy && !!preview}
          disabled={!preview || preview.counts.error > 0 || preview.counts.insert + preview.counts.update === 0} onClick={() => void doApply()} />
      </div>
    </Card>
  );
}

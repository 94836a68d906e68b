/**
 * Adds images to a product: files chosen on this computer (or image URLs), each shown before
 * anything is sent; then the platform's preview of the upload, and after review the upload itself.
 */
import { Button, Callout, Card, Classes, FileInput, FormGroup, H5, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { showSuccess } from '../../../kit/ui/toaster.js';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_UPLOAD } from '../imageFiles.js';
import type { ProductImage } from '../graphql/operations.js';
import { uploadMachine } from '../mediaActors.js';
import { useMediaWrite } from '../hooks/useMediaWrite.js';
import { useStagedImages, type StagedImage } from '../hooks/useStagedImages.js';
import { MediaReview } from './MediaReview.js';
import { TaskLine } from './TaskLine.js';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif';
const fileNameOf = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '') || 'image';
/** One media row as product_media takes it. */
export interface MediaRow {
  product_uuid: string;
  product_folder: string;
  code: string;
  file_name: string;
  url: string;
  position: number;
}

const sizeOf = (bytes: number | null) =>
  bytes === null ? 'by URL' : bytes < 1024 ? `${bytes} B` : `${Math.ceil(bytes / 1024)} KB`;

export interface AddImagesProps {
  code: string;
  productUuid: string;
  /** The product's images per folder: a file of the same name replaces one, others go after the last. */
  folders: Record<string, ProductImage[]>;
  confirmWrite: (action: string) => Promise<boolean>;
  onAdded: () => void;
}

/** The media rows of the chosen images in a folder. */
/** Images an upload writes: the preview's inserts and updates. */
const written = (counts: { insert: number; update: number }) => counts.insert + counts.update;

function toRows(
  images: readonly StagedImage[],
  folder: string,
  existing: readonly ProductImage[],
  base: Omit<MediaRow, 'product_folder' | 'file_name' | 'url' | 'position'>,
): MediaRow[] {
  let next = existing.reduce((max, i) => Math.max(max, i.position + 1), 0);
  return images.map((img) => {
    const same = existing.find((e) => e.file_name === img.fileName);
    return {
      ...base,
      product_folder: folder,
      file_name: img.fileName,
      url: img.url,
      position: same ? same.position : next++,
    };
  });
}

export function AddImages({ code, productUuid, folders, confirmWrite, onAdded }: AddImagesProps) {
  const staged = useStagedImages();
  const [folder, setFolder] = useState('main');
  const [urlText, setUrlText] = useState('');
  const upload = useMediaWrite(uploadMachine, ({ preview }) => {
    showSuccess(
      `${written(preview.counts)} image(s) uploaded to ${String(preview.rows[0]?.row.product_folder ?? folder)}.`,
    );
    staged.clear();
    setUrlText('');
    onAdded();
  });
  const discard = () => upload.send({ type: 'write.discard' });
  const urls = urlText
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const chosen: StagedImage[] = [
    ...staged.images,
    ...urls.map((url, i) => ({ key: `url-${i}-${url}`, fileName: fileNameOf(url), url, size: null })),
  ];
  const target = folder.trim();
  const rows = toRows(chosen, target, folders[target] ?? [], { product_uuid: productUuid, code });
  // The external-PIM confirmation (when the company uses one) comes before the write.
  const apply = async () => {
    const preview = upload.preview;
    if (preview && (await confirmWrite(`upload ${preview.counts.insert + preview.counts.update} product image(s)`)))
      upload.send({ type: 'write.apply' });
  };
  const running = upload.running;
  // Any change to what is chosen makes the platform's preview stale.
  const changed =
    <T,>(fn: (v: T) => void) =>
    (v: T) => (fn(v), discard());

  return (
    <Card aria-label="Add images" className="console-gap">
      <H5>Add images</H5>
      <FormGroup
        label="Folder"
        labelFor="image-folder"
        intent={target ? 'none' : 'danger'}
        helperText={
          target
            ? "The first image of folder main is the product's main " +
              'image; a file named like one in the folder replaces it.'
            : 'Name the folder the images go to.'
        }
      >
        <InputGroup
          id="image-folder"
          value={folder}
          onValueChange={changed(setFolder)}
          size="small"
          list="image-folders"
        />
        <datalist id="image-folders">
          {Object.keys(folders)
            .sort()
            .map((f) => (
              <option key={f} value={f} />
            ))}
        </datalist>
      </FormGroup>
      <FormGroup
        label="Image files"
        labelFor="image-files"
        helperText={
          `PNG, JPEG, GIF, WebP or AVIF, up to ${MAX_IMAGE_BYTES / 1024} ` +
          `KB each and ${MAX_IMAGES_PER_UPLOAD} at a time.`
        }
      >
        <FileInput
          fill
          text={staged.reading ? 'Reading…' : 'Choose image files…'}
          buttonText="Browse"
          disabled={running}
          inputProps={{ id: 'image-files', multiple: true, accept: ACCEPT }}
          onInputChange={(e) => {
            const input = e.currentTarget;
            const files = [...(input.files ?? [])];
            input.value = '';
            discard();
            void staged.addFiles(files);
          }}
        />
      </FormGroup>
      <FormGroup label="Or image URLs, one per line" labelFor="image-urls">
        <TextArea
          id="image-urls"
          value={urlText}
          onChange={(e) => changed(setUrlText)(e.currentTarget.value)}
          rows={2}
          fill
          className="console-mono"
        />
      </FormGroup>
      {staged.refused.length > 0 && (
        <Callout intent="warning" role="alert" title="Not added" className="console-gap">
          <ul aria-label="Files not added">
            {staged.refused.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Callout>
      )}
      {chosen.length > 0 && (
        <ul className="console-gallery console-gap" aria-label="Images to add">
          {chosen.map((img) => (
            <li key={img.key} aria-label={`To add: ${img.fileName}`}>
              <img
                src={img.url}
                alt={`Preview of ${img.fileName}`}
                onError={(e) => e.currentTarget.classList.add('console-img-broken')}
              />
              <div className="console-media-name">
                {target || '?'}/{img.fileName}
              </div>
              <div className={Classes.TEXT_MUTED}>
                {sizeOf(img.size)}{' '}
                {img.size !== null && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="cross"
                    aria-label={`Remove ${img.fileName}`}
                    disabled={running}
                    onClick={() => (staged.remove(img.key), discard())}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {upload.failure && !upload.failed && (
        <Callout intent="danger" role="alert" className="console-gap">
          {upload.failure}
        </Callout>
      )}
      {upload.preview && (
        <div className="console-gap">
          <p role="status" aria-label="Upload preview summary">
            {upload.preview.counts.insert} new, {upload.preview.counts.update} replacing an image of the same name,{' '}
            {upload.preview.counts.unchanged} unchanged, {upload.preview.counts.error} refused.
            {upload.preview.counts.error > 0 &&
              ' Remove or fix the refused images, then preview again: nothing is uploaded while one is refused.'}
          </p>
          <MediaReview rows={upload.preview.rows} label="Upload preview" />
        </div>
      )}
      <TaskLine task={upload.task} failure={upload.failed ? upload.failure : null} />
      <div className="console-wizard-actions">
        <Button
          size="small"
          icon="eye-open"
          text="Preview upload"
          loading={upload.busy && !upload.preview}
          disabled={rows.length === 0 || !target || staged.reading || running}
          onClick={() => upload.send({ type: 'write.preview', request: rows })}
        />
        <Button
          size="small"
          intent="primary"
          icon="upload"
          text={`Upload ${upload.preview ? written(upload.preview.counts) : rows.length} image(s)`}
          loading={(upload.busy && !!upload.preview) || running}
          disabled={!upload.canApply}
          onClick={() => void apply()}
        />
        {chosen.length > 0 && (
          <Button
            size="small"
            variant="minimal"
            text="Clear"
            disabled={running}
            onClick={() => (staged.clear(), setUrlText(''), discard())}
          />
        )}
      </div>
    </Card>
  );
}

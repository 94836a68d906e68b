/**
 * The images of one product, per folder: thumbnails, a larger preview of a folder as the platform holds it,
 * and a selection for bulk delete.
 */
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout, Checkbox, Classes, Dialog, DialogBody, H6, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { messageForStatus } from '@console/schema';
import { toAppError } from '../../../kit/graphql/appError.js';
import { PRODUCT_IMAGE_PREVIEW, type ProductImage } from '../graphql/operations.js';
import { jsonAs } from '../../../kit/graphql/json.js';
import { displayUrl } from '../imageFiles.js';

export interface ImageGalleryProps {
  code: string;
  productUuid: string;
  folders: Record<string, ProductImage[]>;
  selectable: boolean;
  selected: string[];
  onSelect: (uuids: string[]) => void;
}

type FolderPreview = { folder: string; images: ProductImage[] | null; failure: string | null };

export function ImageGallery({ code, productUuid, folders, selectable, selected, onSelect }: ImageGalleryProps) {
  const client = useApolloClient();
  const [preview, setPreview] = useState<FolderPreview | null>(null);
  const chosen = new Set(selected);
  // The folder as the platform holds it now (POST /product_images/preview/{product_uuid}).
  const previewFolder = async (folder: string) => {
    setPreview({ folder, images: null, failure: null });
    try {
      const { data } = await client.query({
        query: PRODUCT_IMAGE_PREVIEW,
        variables: { product_uuid: productUuid, code, product_folder: folder },
        fetchPolicy: 'network-only',
      });
      setPreview({
        folder,
        images: jsonAs<{ images?: ProductImage[] } | null>(data?.productImagePreview)?.images ?? [],
        failure: null,
      });
    } catch (error) {
      const e = toAppError(error);
      setPreview({ folder, images: [], failure: e.userMessage ?? messageForStatus(e.status) });
    }
  };
  const toggleFolder = (uuids: string[], on: boolean) =>
    onSelect(on ? [...new Set([...selected, ...uuids])] : selected.filter((u) => !uuids.includes(u)));
  const names = Object.keys(folders).sort();
  if (names.length === 0) return <p className={Classes.TEXT_MUTED}>This product has no image yet.</p>;
  return (
    <>
      {names.map((folder) => {
        const images = folders[folder] ?? [];
        const uuids = images.map((i) => i.uuid);
        const all = uuids.every((u) => chosen.has(u));
        return (
          <section key={folder} aria-label={`Folder ${folder}`} className="console-gap">
            <H6 className="console-editor-head">
              <span>{folder}</span> <Tag minimal>{images.length} image(s)</Tag>
              <Button
                size="small"
                variant="minimal"
                icon="eye-open"
                text="Preview folder"
                onClick={() => void previewFolder(folder)}
              />
              {selectable && (
                <Checkbox
                  className="console-inline-check"
                  checked={all}
                  indeterminate={!all && uuids.some((u) => chosen.has(u))}
                  label="Select all"
                  onChange={() => toggleFolder(uuids, !all)}
                />
              )}
            </H6>
            <ul className="console-gallery" aria-label={`Images in ${folder}`}>
              {images.map((img) => (
                <li
                  key={img.uuid}
                  aria-label={img.file_name}
                  className={chosen.has(img.uuid) ? 'console-media-chosen' : undefined}
                >
                  <img
                    src={displayUrl(img.url)}
                    alt={img.file_name}
                    loading="lazy"
                    onError={(e) => e.currentTarget.classList.add('console-img-broken')}
                  />
                  {selectable ? (
                    <Checkbox
                      checked={chosen.has(img.uuid)}
                      label={img.file_name}
                      onChange={() =>
                        onSelect(
                          chosen.has(img.uuid) ? selected.filter((u) => u !== img.uuid) : [...selected, img.uuid],
                        )
                      }
                    />
                  ) : (
                    <div className="console-media-name">{img.file_name}</div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <Dialog
        isOpen={preview !== null}
        onClose={() => setPreview(null)}
        title={`Folder ${preview?.folder ?? ''}`}
        style={{ width: 760 }}
      >
        <DialogBody>
          {preview?.failure && (
            <Callout intent="danger" role="alert">
              {preview.failure}
            </Callout>
          )}
          {preview && !preview.images && <Spinner size={24} />}
          {preview?.images && !preview.failure && (
            <>
              <p role="status" aria-label="Folder preview summary">
                The platform holds {preview.images.length} image(s) in {preview.folder}.
              </p>
              <ul className="console-gallery console-gallery-large" aria-label={`Preview of ${preview.folder}`}>
                {preview.images.map((img) => (
                  <li key={img.uuid}>
                    <img src={displayUrl(img.url)} alt={`${preview.folder}/${img.file_name}`} />
                    <div className="console-media-name">
                      {img.position + 1}. {img.file_name}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </DialogBody>
      </Dialog>
    </>
  );
}

/** The images of one product, per folder, with a preview per folder and a selection for bulk delete. */
import { useApolloClient } from '@apollo/client/react';
import { Button, Checkbox, Classes, H6, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { PRODUCT_IMAGE_PREVIEW, type ProductImage } from '../graphql/operations.js';

/** Media urls are absolute: only their path is shown (and loaded from this origin). */
export const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

export interface ImageGalleryProps {
  code: string;
  productUuid: string;
  folders: Record<string, ProductImage[]>;
  selectable: boolean;
  selected: string[];
  onSelect: (uuids: string[]) => void;
}

export function ImageGallery({ code, productUuid, folders, selectable, selected, onSelect }: ImageGalleryProps) {
  const client = useApolloClient();
  const [previewed, setPreviewed] = useState<Record<string, number>>({});
  const chosen = new Set(selected);
  const previewFolder = async (folder: string) => {
    const { data } = await client.query({ query: PRODUCT_IMAGE_PREVIEW, variables: { product_uuid: productUuid, code, product_folder: folder }, fetchPolicy: 'network-only' });
    setPreviewed((p) => ({ ...p, [folder]: data?.productImagePreview?.count ?? 0 }));
  };
  const names = Object.keys(folders).sort();
  if (names.length === 0) return <p className={Classes.TEXT_MUTED}>This product has no image yet.</p>;
  return (
    <>
      {names.map((folder) => (
        <section key={folder} aria-label={`Folder ${folder}`} className="console-gap">
          <H6>
            {folder} <Tag minimal>{folders[folder]?.length ?? 0}</Tag>{' '}
            <Button size="small" variant="minimal" icon="eye-open" text="Preview folder" onClick={() => void previewFolder(folder)} />
            {previewed[folder] !== undefined && <span className={Classes.TEXT_MUTED}> the platform holds {previewed[folder]} image(s) here</span>}
          </H6>
          <div className="console-gallery">
            {(folders[folder] ?? []).map((img) => (
              <figure key={img.uuid}>
                <img src={pathOf(img.url)} alt={img.file_name} loading="lazy" />
                <figcaption>
                  {selectable ? (
                    <Checkbox checked={chosen.has(img.uuid)} label={pathOf(img.url)} onChange={() => onSelect(chosen.has(img.uuid) ? selected.filter((u) => u !== img.uuid) : [...selected, img.uuid])} />
                  ) : (
                    pathOf(img.url)
                  )}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

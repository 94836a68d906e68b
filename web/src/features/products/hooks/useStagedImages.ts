/**
 * Images chosen for upload, held in the browser until they are sent: each file is checked by its
 * bytes and turned into a data URL that shows its preview; refused files say why and are not kept.
 */
import { useCallback, useRef, useState } from 'react';
import { MAX_IMAGES_PER_UPLOAD, checkImageFile, storedFileName, toDataUrl } from '../imageFiles.js';

/** An image to add, from a chosen file or a typed URL. */
export interface StagedImage {
  key: string;
  fileName: string;
  url: string;
  /** Bytes of a chosen file; null for a URL. */
  size: number | null;
}

let counter = 0;

export function useStagedImages() {
  const [images, setImages] = useState<StagedImage[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const held = useRef(images);
  held.current = images;

  const addFiles = useCallback(async (files: readonly File[]) => {
    setReading(true);
    try {
      const accepted: StagedImage[] = [];
      const problems: string[] = [];
      for (const file of files) {
        // The head first: a large or foreign file is refused without reading it all.
        const check = checkImageFile(file.name, file.size, new Uint8Array(await file.slice(0, 16).arrayBuffer()));
        if (!check.ok) problems.push(check.message);
        else
          accepted.push({
            key: `file-${++counter}`,
            fileName: storedFileName(file.name),
            url: toDataUrl(check.mime, new Uint8Array(await file.arrayBuffer())),
            size: file.size,
          });
      }
      const room = Math.max(0, MAX_IMAGES_PER_UPLOAD - held.current.length);
      if (accepted.length > room)
        problems.push(`At most ${MAX_IMAGES_PER_UPLOAD} images per upload: ${accepted.length - room} not added.`);
      const kept = accepted.slice(0, room);
      setImages((now) => [...now, ...kept]);
      setRefused(problems);
    } finally {
      setReading(false);
    }
  }, []);

  return {
    images,
    refused,
    reading,
    addFiles,
    remove: (key: string) => setImages((now) => now.filter((i) => i.key !== key)),
    clear: () => (setImages([]), setRefused([])),
  };
}

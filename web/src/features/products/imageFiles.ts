/**
 * Checks of image files chosen for upload, before anything is sent: the type is read from the
 * file's first bytes (its name and the browser's guess can lie), and the size is bounded because
 * the image travels inline in its media record (a data URL; §7 has no upload call).
 */

/** Largest image accepted for upload, in bytes. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** Most images in one upload. */
export const MAX_IMAGES_PER_UPLOAD = 20;

/** Raster types the console stores (no SVG: it can carry script). */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif';

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The image type of a file by its signature, or null when it is not one of {@link ImageMime}. */
export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 4)))
    return 'image/avif';
  return null;
}

/** What a chosen file turned out to be. */
export type ImageFileCheck = { ok: true; mime: ImageMime } | { ok: false; message: string };

const kib = (n: number) => `${Math.ceil(n / 1024)} KB`;

/** Accepts a file as an image to upload, or says in one sentence why not. */
export function checkImageFile(name: string, size: number, head: Uint8Array): ImageFileCheck {
  if (size === 0) return { ok: false, message: `${name} is empty.` };
  const mime = sniffImageType(head);
  if (!mime) return { ok: false, message: `${name} is not an image (PNG, JPEG, GIF, WebP or AVIF).` };
  if (size > MAX_IMAGE_BYTES)
    return { ok: false, message: `${name} is ${kib(size)}: images up to ${kib(MAX_IMAGE_BYTES)} can be uploaded.` };
  return { ok: true, mime };
}

/** The data URL of an image's bytes. */
export function toDataUrl(mime: ImageMime, bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:${mime};base64,${btoa(binary)}`;
}

/** A file name safe to store: no folders, no control characters, at most 300 characters (the media model's limit). */
export function storedFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'image').slice(-300);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the browser loads a media url from: the demo images point at the gateway's default
 * loopback address, which may not be this one, so loopback urls load their path from this origin;
 * inline (data:) and other urls load as they are.
 */
export function displayUrl(url: string): string {
  if (url.startsWith('data:')) return url;
  try {
    const parsed = new URL(url);
    return LOOPBACK.has(parsed.hostname) ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

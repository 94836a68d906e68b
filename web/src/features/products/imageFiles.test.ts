import { describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_BYTES,
  checkImageFile,
  displayUrl,
  sniffImageType,
  storedFileName,
  toDataUrl,
} from './imageFiles.js';

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const bytes = (text: string) => new TextEncoder().encode(text);

describe('image files chosen for upload', () => {
  it('reads the type from the first bytes, whatever the name says', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a......'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('\u0000\u0000\u0000\u001cftypavif'))).toBe('image/avif');
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('hello, not a picture'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('accepts an image and says why it refuses anything else', () => {
    expect(checkImageFile('a.png', PNG.length, PNG)).toEqual({ ok: true, mime: 'image/png' });
    expect(checkImageFile('notes.png', 12, bytes('just text...'))).toEqual({
      ok: false,
      message: 'notes.png is not an image (PNG, JPEG, GIF, WebP or AVIF).',
    });
    expect(checkImageFile('empty.png', 0, new Uint8Array())).toEqual({ ok: false, message: 'empty.png is empty.' });
    expect(checkImageFile('huge.png', MAX_IMAGE_BYTES + 1, PNG)).toEqual({
      ok: false,
      message: 'huge.png is 1025 KB: images up to 1024 KB can be uploaded.',
    });
  });

  it('builds the data URL of the bytes', () => {
    expect(toDataUrl('image/png', PNG)).toBe(
      'data:image/png;base64,' +
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    );
    const big = new Uint8Array(100_000).fill(65);
    expect(atob(toDataUrl('image/png', big).split(',')[1]!)).toHaveLength(100_000);
  });

  it('stores a plain file name', () => {
    expect(storedFileName('C:\\photos\\front.png')).toBe('front.png');
    expect(storedFileName('dir/back\u0007.jpg')).toBe('back.jpg');
    expect(storedFileName('  ')).toBe('image');
    expect(storedFileName(`${'x'.repeat(400)}.png`)).toHaveLength(300);
  });

  it('loads loopback media from this origin, and inline or remote media as they are', () => {
    expect(displayUrl('http://localhost:4000/demo-images/pack-jar.svg')).toBe('/demo-images/pack-jar.svg');
    expect(displayUrl('https://cdn.example.com/p/front.png')).toBe('https://cdn.example.com/p/front.png');
    expect(displayUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

/** The product images page of a company, by its labels and roles; and small image files made in the test. */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** A 2×2 PNG of one colour (r, g, b), built byte by byte so each test file is a real, distinct image. */
export function pngOf(r: number, g: number, b: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Two rows, each a filter byte and two RGB pixels, stored uncompressed in one deflate block.
  const raw = Buffer.from([0, r, g, b, r, g, b, 0, r, g, b, r, g, b]);
  const adler = (() => {
    let a = 1;
    let s = 0;
    for (const byte of raw) {
      a = (a + byte) % 65521;
      s = (s + a) % 65521;
    }
    return ((s << 16) | a) >>> 0;
  })();
  const deflate = Buffer.concat([
    Buffer.from([0x78, 0x01, 0x01, raw.length & 0xff, raw.length >> 8, ~raw.length & 0xff, (~raw.length >> 8) & 0xff]),
    raw,
    Buffer.alloc(4),
  ]);
  deflate.writeUInt32BE(adler, deflate.length - 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflate),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether every image under `scope` has loaded and drawn (a broken preview has no natural width). */
export async function imagesRendered(scope: Locator): Promise<boolean> {
  const images = scope.getByRole('img');
  const count = await images.count();
  if (count === 0) return false;
  for (let i = 0; i < count; i++) {
    if (!(await images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))) return false;
  }
  return true;
}

export class ProductImagesPage {
  readonly product: Locator;
  readonly search: Locator;
  readonly files: Locator;
  readonly folder: Locator;
  readonly toAdd: Locator;
  readonly notAdded: Locator;
  readonly uploadPreview: Locator;
  readonly deletePreview: Locator;
  readonly imageCount: Locator;

  constructor(private readonly page: Page) {
    this.product = page.getByRole('combobox', { name: 'Product', exact: true });
    this.search = page.getByRole('textbox', { name: 'Search products' });
    this.files = page.getByLabel('Image files');
    // A text input with suggestions (a datalist) has the combobox role.
    this.folder = page.getByRole('combobox', { name: 'Folder' });
    this.toAdd = page.getByRole('list', { name: 'Images to add' });
    this.notAdded = page.getByRole('list', { name: 'Files not added' });
    this.uploadPreview = page.getByRole('list', { name: 'Upload preview' });
    this.deletePreview = page.getByRole('list', { name: 'Images to delete' });
    this.imageCount = page
      .getByLabel('Product images')
      .getByText(/^\d+ image\(s\)$/)
      .first();
  }

  async open(code: string, productUuid?: string): Promise<void> {
    await this.page.goto(`/admin/companies/${code}/products/images${productUuid ? `?product=${productUuid}` : ''}`);
  }

  /** Picks a product by its exact name through the search box. */
  async choose(name: string): Promise<void> {
    await this.search.fill(name);
    await expect(this.product.locator('option', { hasText: name }).first()).toBeAttached({ timeout: 20_000 });
    await this.product.selectOption({ label: name });
    await expect(this.page.getByLabel('Product images').getByRole('heading', { name })).toBeVisible();
  }

  /** The name of the n-th product the list offers. */
  async productName(n: number): Promise<string> {
    await expect(this.product.locator('option').nth(n)).toBeAttached({ timeout: 20_000 });
    return (await this.product.locator('option').nth(n).textContent()) ?? '';
  }

  folderSection(folder: string): Locator {
    return this.page.getByRole('region', { name: `Folder ${folder}` });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }
}

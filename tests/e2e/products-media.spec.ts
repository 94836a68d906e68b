/**
 * Product images (issue 6 item 5): each image previewed before upload, the upload through the platform's
 * preview, bulk delete through a preview; bad input writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures.js';
import { DEMO_COMPANY, USERS } from './support/demo.js';
import { closeWithEscape } from './support/pages.js';
import { ProductImagesPage, imagesRendered, pngOf } from './support/productsMedia.js';

test.describe('product images', () => {
  test('two images previewed, uploaded, shown in the gallery; one deleted through its preview', async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    await signInAs(USERS.admin);
    const images = new ProductImagesPage(page);
    await images.open(DEMO_COMPANY.digitCode);
    await images.choose(await images.productName(1));
    const folder = `e2e-${Date.now().toString(36)}`;
    await images.folder.fill(folder);

    // Each chosen file shows as a picture before anything is sent.
    await images.files.setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: pngOf(220, 40, 40) },
      { name: 'back.png', mimeType: 'image/png', buffer: pngOf(40, 40, 220) },
    ]);
    await expect(images.toAdd.getByRole('listitem')).toHaveCount(2);
    await expect(images.toAdd.getByRole('img', { name: 'Preview of front.png' })).toBeVisible();
    await expect(images.toAdd.getByRole('img', { name: 'Preview of back.png' })).toBeVisible();
    await expect.poll(() => imagesRendered(images.toAdd)).toBe(true);
    await expect(images.folderSection(folder)).toHaveCount(0);

    // The platform's preview of the upload, per image, before the upload.
    await images.button('Preview upload').click();
    await expect(page.getByRole('status', { name: 'Upload preview summary' })).toContainText(
      '2 new, 0 replacing an image of the same name, 0 unchanged, 0 refused.',
    );
    await expect(images.uploadPreview.getByRole('listitem', { name: `${folder}/front.png: new` })).toBeVisible();
    await expect(images.uploadPreview.getByRole('listitem', { name: `${folder}/back.png: new` })).toBeVisible();
    await expect(images.folderSection(folder)).toHaveCount(0);
    await images.button('Upload 2 image(s)').click();

    const gallery = images.folderSection(folder);
    await expect(gallery.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByText(`2 image(s) uploaded to ${folder}.`)).toBeVisible();
    await expect(images.toAdd).toHaveCount(0);
    await expect.poll(() => imagesRendered(gallery)).toBe(true);

    // The folder as the platform holds it, larger.
    await gallery.getByRole('button', { name: 'Preview folder' }).click();
    const dialog = page.getByRole('dialog', { name: `Folder ${folder}` });
    await expect(dialog.getByRole('status', { name: 'Folder preview summary' })).toHaveText(
      `The platform holds 2 image(s) in ${folder}.`,
    );
    await expect.poll(() => imagesRendered(dialog)).toBe(true);
    await closeWithEscape(page, dialog);

    // Bulk delete: what would go, then the delete.
    await gallery.getByRole('checkbox', { name: 'back.png' }).check({ force: true });
    await images.button('Preview deleting 1 image(s)').click();
    await expect(page.getByRole('status', { name: 'Delete preview summary' })).toHaveText(
      '1 image(s) would be deleted, 0 refused.',
    );
    await expect(images.deletePreview.getByRole('listitem')).toHaveCount(1);
    await expect(
      images.deletePreview.getByRole('listitem', { name: `${folder}/back.png: will be deleted` }),
    ).toBeVisible();
    await expect.poll(() => imagesRendered(images.deletePreview)).toBe(true);
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
    await images.button('Delete 1 image(s)').click();

    await expect(gallery.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
    await expect(gallery.getByRole('listitem', { name: 'front.png' })).toBeVisible();
    await expect(gallery.getByRole('listitem', { name: 'back.png' })).toHaveCount(0);
    await expect(page.getByText('1 image(s) deleted.')).toBeVisible();
  });

  test('a file that is not an image, or too large, is refused with its reason and nothing is sent', async ({
    page,
    signInAs,
  }) => {
    await signInAs(USERS.ops);
    const images = new ProductImagesPage(page);
    await images.open(DEMO_COMPANY.digitCode);
    await images.choose(await images.productName(2));
    const before = await images.imageCount.textContent();
    const tooBig = Buffer.concat([pngOf(1, 2, 3), Buffer.alloc(1024 * 1024)]);
    await images.files.setInputFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not a picture') },
      { name: 'huge.png', mimeType: 'image/png', buffer: tooBig },
    ]);
    await expect(images.notAdded).toContainText('notes.png is not an image (PNG, JPEG, GIF, WebP or AVIF).');
    await expect(images.notAdded).toContainText('huge.png is 1025 KB: images up to 1024 KB can be uploaded.');
    await expect(images.toAdd).toHaveCount(0);
    await expect(images.button('Preview upload')).toBeDisabled();
    await expect(images.button(/^Upload \d+ image/)).toBeDisabled();

    // A good file next to a bad one: only the good one is kept.
    await images.files.setInputFiles([
      { name: 'ok.png', mimeType: 'image/png', buffer: pngOf(10, 200, 10) },
      {
        name: 'script.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    await expect(images.notAdded).toHaveText(/script\.svg is not an image/);
    await expect(images.toAdd.getByRole('listitem')).toHaveCount(1);
    await images.toAdd.getByRole('button', { name: 'Remove ok.png' }).click();
    await expect(images.toAdd).toHaveCount(0);
    await page.reload();
    await expect(images.imageCount).toHaveText(before ?? '');
  });

  test('a product that does not exist says so and offers no change', async ({ page, signInAs }) => {
    await signInAs(USERS.admin);
    const images = new ProductImagesPage(page);
    const ghost = randomUUID();
    await images.open(DEMO_COMPANY.digitCode, ghost);
    const alert = page.getByRole('alert').filter({ hasText: 'No such product' });
    await expect(alert).toContainText(
      `There is no product ${ghost} in ${DEMO_COMPANY.name} (${DEMO_COMPANY.digitCode})`,
    );
    await expect(page.getByLabel('Add images')).toHaveCount(0);
    await expect(images.files).toHaveCount(0);
    await images.open(DEMO_COMPANY.digitCode, 'not-a-uuid');
    await expect(page.getByRole('alert').filter({ hasText: 'No such product' })).toBeVisible();
    // Choosing a real product from the list clears it.
    await images.choose(await images.productName(2));
    await expect(page.getByRole('alert').filter({ hasText: 'No such product' })).toHaveCount(0);
    await expect(page.getByLabel('Add images')).toBeVisible();
  });
});

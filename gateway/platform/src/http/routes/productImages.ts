/**
 * Product images (§7): the media of one product folder (one of the five calls §6 sends with the
 * gateway's service key), the images of several products, and their validation.
 */
import {
  digitCodeSchema,
  productImagesPreviewRequestSchema,
  productImagesValidateRequestSchema,
  uuidSchema,
} from '@console/schema';
import { z } from 'zod';
import { requireCompany } from '../../store/companies.js';
import type { PlatformContext } from '../../services/context.js';
import { notFound, parseOr400 } from '../errors.js';
import type { Router } from '../router.js';
import { MAIN_FOLDER, mediaOf } from '../../store/productImages.js';
import type { RecordRow } from '../../store/records.js';

/** POST /product_images/products: `{code, products?}` (all the company's products when omitted, at most 1,000). */
export const productImagesProductsRequestSchema = z.strictObject({
  code: digitCodeSchema,
  products: z.array(uuidSchema).min(1, 'products must name at least one product').max(10_000).optional(),
});

const IMAGE_URL = /^https:\/\/[^\s]+\.(jpe?g|png|webp|gif|avif)(\?[^\s]*)?$/i;

const image = (m: RecordRow) => ({
  uuid: m.uuid,
  product_folder: m.data.product_folder,
  file_name: m.data.file_name,
  url: m.data.url,
  position: m.data.position ?? 0,
});

export function registerProductImageRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;

  on('POST', '/product_images/preview/:product_uuid', 'productImages', async (req) => {
    const productUuid = parseOr400(z.object({ product_uuid: uuidSchema }), {
      product_uuid: req.params.product_uuid,
    }).product_uuid;
    const { code, product_folder } = parseOr400(productImagesPreviewRequestSchema, req.body);
    await requireCompany(db, code);
    const { byProduct, names } = await mediaOf(db, code, [productUuid]);
    if (!names.has(productUuid)) throw notFound(`No product ${productUuid} in company ${code}`);
    const images = (byProduct.get(productUuid) ?? [])
      .filter((m) => m.data.product_folder === product_folder)
      .map(image);
    return {
      data: {
        product_uuid: productUuid,
        product_name: names.get(productUuid),
        code,
        product_folder,
        count: images.length,
        images,
      },
    };
  });

  on('POST', '/product_images/products', 'productImages', async (req) => {
    const { code, products } = parseOr400(productImagesProductsRequestSchema, req.body);
    await requireCompany(db, code);
    const { byProduct, names } = await mediaOf(db, code, products ?? null);
    const uuids = products ?? [...names.keys()].slice(0, 1000);
    const results = uuids.map((uuid) => {
      const images = (byProduct.get(uuid) ?? []).map(image);
      const folders: Record<string, ReturnType<typeof image>[]> = {};
      for (const img of images) (folders[String(img.product_folder)] ??= []).push(img);
      return {
        product_uuid: uuid,
        product_name: names.get(uuid) ?? null,
        exists: names.has(uuid),
        count: images.length,
        folders,
      };
    });
    return { data: { results } };
  });

  on('POST', '/product_images/validate', 'productImages', async (req) => {
    const { code, products } = parseOr400(productImagesValidateRequestSchema, req.body);
    await requireCompany(db, code);
    const { byProduct, names } = await mediaOf(db, code, products);
    const results = products.map((uuid) => {
      const media = byProduct.get(uuid) ?? [];
      const problems: string[] = [];
      if (!names.has(uuid)) problems.push(`no product ${uuid} in company ${code}`);
      if (media.length === 0) problems.push('the product has no image');
      const main = media.filter((m) => m.data.product_folder === MAIN_FOLDER);
      if (media.length && main.length === 0) problems.push(`no main image (folder '${MAIN_FOLDER}')`);
      const badUrls = media
        .filter((m) => !IMAGE_URL.test(String(m.data.url)))
        .map((m) => ({ uuid: m.uuid, url: m.data.url }));
      if (badUrls.length) problems.push(`${badUrls.length} image url(s) are not https image urls`);
      const files = media.map((m) => `${m.data.product_folder}/${m.data.file_name}`);
      const duplicates = files.filter((f, i) => files.indexOf(f) !== i);
      if (duplicates.length) problems.push(`duplicate file names: ${[...new Set(duplicates)].join(', ')}`);
      return {
        product_uuid: uuid,
        product_name: names.get(uuid) ?? null,
        valid: problems.length === 0,
        has_images: media.length > 0,
        count: media.length,
        missing_main_image: main.length === 0,
        bad_urls: badUrls,
        problems,
      };
    });
    return {
      data: { results },
      message: `${results.filter((r) => r.valid).length} of ${results.length} product(s) have valid images`,
    };
  });
}

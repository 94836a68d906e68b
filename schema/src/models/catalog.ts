/** Products, SKUs, media, product groups and groupings, categories and keywords (§3). */
import { z } from '../zod.js';
import { companyRefSchema, nonEmpty, recordFields, urlSchema, uuidSchema } from './common.js';

export const productInputSchema = z.object({
  product_uuid: uuidSchema.optional(),
  product_name: nonEmpty('product_name', 500),
  is_active: z.boolean().default(true),
  company: companyRefSchema,
  brand: z.object({ digit_code: z.string(), name: z.string().optional() }).nullish(),
  product_group: z.string().nullish(),
  category: z.string().nullish(),
  title: z.string().max(500).nullish(),
  description: z.string().max(10_000).nullish(),
  /** Competitor products are not owned by the company; the §1 notice does not apply to them. */
  is_competitor: z.boolean().default(false),
});
/** Products use `product_uuid` as their key (§3); `uuid` mirrors it for the generic calls. */
export const productSchema = productInputSchema.extend({ ...recordFields, product_uuid: uuidSchema });
export type Product = z.infer<typeof productSchema>;

export const productSkuInputSchema = z.object({
  sku: nonEmpty('sku', 100),
  company: companyRefSchema,
  product_uuid: uuidSchema,
  gtin: z
    .string()
    .regex(/^\d{8,14}$/, 'gtin must be 8 to 14 digits')
    .nullish(),
  keywords: z.array(z.string().max(200)).max(200).default([]),
  specs: z.record(z.string(), z.string().max(2000)).default({}),
  is_active: z.boolean().default(true),
});
export const productSkuSchema = productSkuInputSchema.extend(recordFields);
export type ProductSku = z.infer<typeof productSkuSchema>;

export const productMediaInputSchema = z.object({
  product_uuid: uuidSchema,
  product_folder: nonEmpty('product_folder', 200),
  /** The company digit code. */
  code: z.string().regex(/^\d{1,12}$/, 'code must be a company digit code'),
  file_name: nonEmpty('file_name', 300),
  url: urlSchema,
  position: z.number().int().min(0).default(0),
});
export const productMediaSchema = productMediaInputSchema.extend(recordFields);

export const productGroupInputSchema = z.object({
  name: nonEmpty('name'),
  company: companyRefSchema,
  description: z.string().max(2000).nullish(),
});
export const productGroupSchema = productGroupInputSchema.extend(recordFields);

export const productGroupingInputSchema = z.object({
  name: nonEmpty('name'),
  company: companyRefSchema,
  product_group: nonEmpty('product_group'),
  products: z.array(uuidSchema).max(10_000).default([]),
});
export const productGroupingSchema = productGroupingInputSchema.extend(recordFields);

export const categoryInputSchema = z.object({
  name: nonEmpty('name'),
  parent: z.string().nullish(),
  company: companyRefSchema.nullish(),
});
export const categorySchema = categoryInputSchema.extend(recordFields);

export const keywordInputSchema = z.object({
  keyword: nonEmpty('keyword', 200),
  company: companyRefSchema,
  retailer_url: urlSchema.nullish(),
  is_active: z.boolean().default(true),
});
export const keywordSchema = keywordInputSchema.extend(recordFields);

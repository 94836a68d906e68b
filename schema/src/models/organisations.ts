/** Countries, companies, retailers, brands and the company–retailer links (§3). */
import { z } from '../zod.js';
import {
  companyRefSchema,
  digitCodeSchema,
  nonEmpty,
  recordFields,
  retailerRefSchema,
  urlSchema,
  whenGiven,
} from './common.js';

export const countryInputSchema = z.object({
  name: nonEmpty('name'),
  iso_code: z.string().regex(/^[A-Z]{2}$/, 'iso_code must be two capital letters'),
  iso3_code: z.string().regex(/^[A-Z]{3}$/, 'iso3_code must be three capital letters'),
  iso_numeric: z.string().regex(/^\d{3}$/, 'iso_numeric must be three digits'),
});
export const countrySchema = countryInputSchema.extend(recordFields);

export const companyInputSchema = z.object({
  name: nonEmpty('name'),
  digit_code: digitCodeSchema,
  is_active: z.boolean().default(true),
  /** Uses an external product-information system: the notice of §1 applies. */
  external_pim: z.boolean().default(false),
  country_iso_code: z
    .string()
    .regex(/^[A-Z]{2}$/, 'country_iso_code must be two capital letters')
    .optional(),
});
export const companySchema = companyInputSchema.extend(recordFields);
export type Company = z.infer<typeof companySchema>;

export const retailerInputSchema = z.object({
  name: nonEmpty('name'),
  digit_code: digitCodeSchema,
  url: urlSchema.optional(),
  country: z.object({ id: z.number().int().positive(), iso_code: z.string().optional() }),
  is_active: z.boolean().default(true),
});
export const retailerSchema = retailerInputSchema.extend(recordFields);
export type Retailer = z.infer<typeof retailerSchema>;

export const brandInputSchema = z.object({
  name: nonEmpty('name'),
  digit_code: digitCodeSchema,
  company: companyRefSchema,
});
export const brandSchema = brandInputSchema.extend(recordFields);

/** The metrics a company can track at a retailer. */
export const METRICS = ['rankings', 'listings', 'prices', 'availability', 'content', 'reviews'] as const;
export const metricNameSchema = z.enum(METRICS, { error: whenGiven(`must be one of ${METRICS.join(', ')}`) });

export const companyRetailerInputSchema = z.object({
  company: companyRefSchema,
  retailer: retailerRefSchema,
  retailer_url: urlSchema,
  metrics: z.array(metricNameSchema).default([]),
});
export const companyRetailerSchema = companyRetailerInputSchema.extend(recordFields);
export type CompanyRetailer = z.infer<typeof companyRetailerSchema>;

/** A company metric sample: the score cards and line charts of a company overview (§2). */
export const companyMetricSampleSchema = z.object({
  company: companyRefSchema,
  metric: z.string(),
  date: z.string(),
  value: z.number(),
});

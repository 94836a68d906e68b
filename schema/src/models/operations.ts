/** Schedules, rankings, listings, tasks, transactions, history and SRP (§3, DESIGN §3). */
import { z } from '../zod.js';
import { TASK_PROGRESS_SAMPLES_MAX, TASK_STATUSES } from '../taskStatus.js';
import { metricNameSchema } from './organisations.js';
import {
  companyRefSchema,
  isoDate,
  nonEmpty,
  recordFields,
  retailerRefSchema,
  urlSchema,
  uuidSchema,
  whenGiven,
} from './common.js';

export const FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;

/** A retailer metric schedule: how often a metric is collected for a company at a retailer. */
export const scheduleInputSchema = z.object({
  company: companyRefSchema,
  retailer_url: urlSchema,
  metric: metricNameSchema,
  frequency: z.enum(FREQUENCIES, { error: whenGiven(`must be one of ${FREQUENCIES.join(', ')}`) }),
  is_active: z.boolean().default(true),
});
export const scheduleSchema = scheduleInputSchema.extend(recordFields);

export const rankingInputSchema = z.object({
  company: companyRefSchema,
  retailer: retailerRefSchema,
  retailer_url: urlSchema,
  keyword: nonEmpty('keyword', 200),
  product_uuid: uuidSchema,
  rank: z.number().int().min(1, 'rank must be 1 or more').max(10_000),
  date: isoDate,
});
export const rankingSchema = rankingInputSchema.extend(recordFields);

export const listingInputSchema = z.object({
  company: companyRefSchema,
  retailer: retailerRefSchema,
  retailer_url: urlSchema,
  product_uuid: uuidSchema,
  sku: nonEmpty('sku', 100),
  price: z.number().min(0, 'price must not be negative'),
  in_stock: z.boolean(),
  date: isoDate,
});
export const listingSchema = listingInputSchema.extend(recordFields);

/** A row of `rankingsMaxResults`: per keyword and retailer_url, the most results seen and what they count. */
export const rankingsMaxResultRowSchema = z.object({
  keyword: z.string(),
  retailer_url: z.string(),
  max_results: z.number().int(),
  rankings: z.number().int(),
  products: z.number().int(),
  last_date: z.string().nullable(),
});
export type RankingsMaxResultRow = z.infer<typeof rankingsMaxResultRowSchema>;

/** A row of `listingsMaxResults`: per retailer_url, the most SKUs listed and what they count. */
export const listingsMaxResultRowSchema = z.object({
  retailer_url: z.string(),
  max_results: z.number().int(),
  listings: z.number().int(),
  in_stock: z.number().int(),
  last_date: z.string().nullable(),
});
export type ListingsMaxResultRow = z.infer<typeof listingsMaxResultRowSchema>;

export const taskStatusSchema = z.enum(TASK_STATUSES);
export const taskProgressSchema = z.object({ done: z.number().int().min(0), total: z.number().int().min(0) });
export type TaskProgress = z.infer<typeof taskProgressSchema>;
/** One point of a task's progress over time: when, and how far it was. */
export const taskProgressSampleSchema = taskProgressSchema.extend({ at: z.string() });
export type TaskProgressSample = z.infer<typeof taskProgressSampleSchema>;

/** Long work: bulk apply, dissociation, integrity sync (DESIGN §3). */
export const taskSchema = z.object({
  ...recordFields,
  task_name: z.string(),
  kind: z.string(),
  status: taskStatusSchema,
  progress: taskProgressSchema,
  /**
   * Its progress over time, oldest first: from its start (done 0) to its last progress, at most
   * TASK_PROGRESS_SAMPLES_MAX; stored when it ends, empty when it never ran. Absent (none) from a
   * platform that keeps none, and from the live monitor's snapshots, which do not carry them.
   */
  progress_samples: z.array(taskProgressSampleSchema).max(TASK_PROGRESS_SAMPLES_MAX).optional(),
  user_uuid: uuidSchema.nullable(),
  company: companyRefSchema.nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  transaction_uuid: uuidSchema.nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const changeCountsSchema = z.object({
  insert: z.number().int().min(0),
  update: z.number().int().min(0),
  delete: z.number().int().min(0),
});

/** One committed write command (DESIGN §3). */
/** What a revert's transaction records of the one it reverts (issue 18, schema/src/revert.ts). */
export const revertsSchema = z.object({
  transaction_uuid: uuidSchema,
  /** The kind of the first transaction of a chain of reverts: it decides who may revert again. */
  kind: z.string(),
});
export type Reverts = z.infer<typeof revertsSchema>;

export const transactionSchema = z.object({
  ...recordFields,
  kind: z.string(),
  resource: z.string(),
  user_uuid: uuidSchema.nullable(),
  company: companyRefSchema.nullable(),
  counts: changeCountsSchema,
  /**
   * The counts per resource it wrote (its store), which `counts` sums: a dissociation removes
   * schedules, rankings, keywords, listings and the company_retailers link in one transaction.
   * Absent from a platform that keeps none, and from transactions recorded before it was kept.
   */
  counts_by_resource: z.record(z.string(), changeCountsSchema).optional(),
  status: z.enum(['committed', 'failed']),
  started_at: z.string(),
  finished_at: z.string(),
  task_uuid: uuidSchema.nullable(),
  /** A revert's transaction: the one it reverts (issue 18). Absent from others. */
  reverts: revertsSchema.nullable().optional(),
  /** The revert transactions of this one, newest first (read with it; issue 18). */
  reverted_by: z.array(uuidSchema).optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** One entry of {resource}/history/getlist, read from the events: who, when, what, before, after. */
export const historyEntrySchema = z.object({
  position: z.number().int(),
  stream_id: z.string(),
  version: z.number().int(),
  type: z.string(),
  operation: z.enum(['insert', 'update', 'delete']),
  user_uuid: uuidSchema.nullable(),
  user_email: z.string().nullable(),
  /** Their full name, when the platform knows it (an older platform may not send it). */
  user_name: z.string().nullish(),
  transaction_uuid: uuidSchema.nullable(),
  task_uuid: uuidSchema.nullable(),
  recorded_at: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** SRP (search result page) tracking: which products of a company are followed. */
export const srpListRowSchema = z.object({
  product_uuid: uuidSchema,
  product_name: z.string(),
  is_active: z.boolean(),
});
export const SRP_OPERATIONS = ['Insert', 'Update', 'Delete'] as const;
export const srpLogRowSchema = z.object({
  product_uuid: uuidSchema,
  operation: z.enum(SRP_OPERATIONS),
  user_uuid: uuidSchema.nullable(),
  recorded_at: z.string(),
  details: z.record(z.string(), z.unknown()),
});

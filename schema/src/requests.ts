/**
 * REST request bodies of §7 with the payload versions of §9, and the row models of the bulk
 * resources of `/backend/cms` (catalogue.ts names them). The platform validates with these; the
 * gateway builds with them.
 */
import { z } from './zod.js';
import { DISSOCIATION_PAYLOAD_VERSION, MEDIA_DELETE_PAYLOAD_VERSION, PAYLOAD_VERSION } from './constants.js';
import * as m from './models/index.js';
import { nestedObjectModel } from './resources.js';
import { BULK_CATALOGUE, type BulkEntry } from './catalogue.js';

/** `{version, request}` with the version §9 requires; a wrong one is refused by name. */
export const versioned = <T extends z.ZodType>(version: string, request: T) =>
  z.strictObject({
    version: z.literal(version, { error: `version must be '${version}'` }),
    request,
  });

/** POST/PUT/DELETE {resource}: `{version: '1.0', request}`; PUT when the uuid is present (§7). */
export const writeBodySchema = versioned(PAYLOAD_VERSION, z.record(z.string(), z.unknown()));
export type WriteBody = z.infer<typeof writeBodySchema>;

/** POST {resource}/metric and metric/field. */
export const metricRequestSchema = z.strictObject({
  metric: z.string().min(1, 'metric is required'),
  filter: z.record(z.string(), z.unknown()).optional(),
});
export const metricFieldRequestSchema = metricRequestSchema.extend({ field: z.string().min(1, 'field is required') });

/** One bulk resource of `/backend/cms` (§7) with its row model. */
export interface BulkDef extends BulkEntry {
  /** Row model: checked in the browser before the server preview, and again by the platform. */
  readonly row: z.ZodObject;
}

/** A products-and-SKUs row: a product and one of its SKUs in one line. */
export const productAndSkuRowSchema = z.object({
  product_uuid: m.uuidSchema.optional(),
  product_name: m.nonEmpty('product_name', 500),
  company: m.companyRefSchema,
  sku: m.nonEmpty('sku', 100),
  gtin: z
    .string()
    .regex(/^\d{8,14}$/, 'gtin must be 8 to 14 digits')
    .nullish(),
  is_active: z.boolean().default(true),
  category: z.string().nullish(),
});

const withUuid = <T extends z.ZodObject>(input: T) => input.extend({ uuid: m.uuidSchema.optional() });

/** The row model of each bulk resource of the catalogue. */
const ROWS: Readonly<Record<string, z.ZodObject>> = {
  companies: withUuid(m.companyInputSchema),
  product_groups: withUuid(m.productGroupInputSchema),
  compliance_rules: withUuid(m.complianceRuleInputSchema),
  retailers: withUuid(m.retailerInputSchema),
  retailer_metric_schedules: withUuid(m.scheduleInputSchema),
  rankings: withUuid(m.rankingInputSchema),
  listings: withUuid(m.listingInputSchema),
  products_and_skus: productAndSkuRowSchema,
  product_media: withUuid(m.productMediaInputSchema),
  categories: withUuid(m.categoryInputSchema),
  keywords: withUuid(m.keywordInputSchema),
  product_groupings: withUuid(m.productGroupingInputSchema),
  business_rule_definitions: withUuid(m.businessRuleDefinitionInputSchema),
  business_rules: withUuid(m.businessRuleInputSchema),
  brands: withUuid(m.brandInputSchema),
};

export const BULK_RESOURCES: readonly BulkDef[] = BULK_CATALOGUE.map((entry): BulkDef => {
  const row = ROWS[entry.name];
  if (!row) throw new Error(`The bulk resource ${entry.name} has no row model`);
  return { ...entry, row };
});
export const bulkByName = (name: string): BulkDef | undefined => BULK_RESOURCES.find((b) => b.name === name);

/** A bulk row split into the values it sets and the fields it removes (DESIGN §8, upsert columns). */
export interface BulkRowCells {
  /** What the row sets, a field that may hold null set to null: its row model checks these. */
  readonly values: Record<string, unknown>;
  /** Dotted paths of empty cells (null) whose field cannot hold null: each removes its stored field. */
  readonly cleared: readonly string[];
}

/** Whether a value is a JSON object (not an array, not null). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * DESIGN §8: a column absent from the file leaves the stored value alone; a present, empty cell
 * (null in the row) clears it — to null where the field may be null, else by removing it (an
 * optional field's model knows no null). A nested object of the model (`company`) holds one column
 * per field (`company.name`), so the rule goes down into it; any other value is one cell.
 */
export function bulkRowCells(model: z.ZodObject, row: Record<string, unknown>, prefix = ''): BulkRowCells {
  const values: Record<string, unknown> = {};
  // Defined, not assigned: a row's own `__proto__` field (JSON.parse keeps it as one) stays a field the
  // strict model refuses as unknown, instead of becoming the prototype its fields would be read from.
  const put = (key: string, value: unknown) =>
    Object.defineProperty(values, key, { value, enumerable: true, writable: true, configurable: true });
  const cleared: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    const field = Object.hasOwn(model.shape, key) ? (model.shape[key] as z.ZodType) : undefined;
    const nested = nestedObjectModel(model, key);
    if (value === null) {
      if (field?.safeParse(null).success) put(key, null);
      else cleared.push(prefix + key);
    } else if (nested && isPlainObject(value)) {
      const inner = bulkRowCells(nested, value, `${prefix}${key}.`);
      put(key, inner.values);
      cleared.push(...inner.cleared);
    } else put(key, value);
  }
  return { values, cleared };
}

/**
 * The largest bulk input the platform takes in one preview. Its rows are read as they are planned
 * (the platform's http/jsonRows.ts), so a preview of this many rows needs no more memory than one of
 * a thousand; products and SKUs, planned at once, take fewer (MAX_GROUPED_BULK_ROWS). A request
 * through the gateway is bounded sooner by the gateway's body limit.
 */
export const MAX_BULK_ROWS = 1_000_000;
export const TOO_MANY_BULK_ROWS = `rows must hold at most ${MAX_BULK_ROWS} rows`;

/** One row of a bulk input: a group of fields, checked by the resource's row model when planned. */
export const bulkRowSchema = z.record(z.string(), z.unknown());

/** A bulk preview: the rows (checked per row, so one bad row does not refuse the rest). */
export const bulkPreviewRequestSchema = z.strictObject({
  rows: z.array(bulkRowSchema).min(1, 'rows must hold at least one row').max(MAX_BULK_ROWS, TOO_MANY_BULK_ROWS),
});
/** A bulk apply is bound to its preview (DESIGN §3); brands, without a preview, send rows and confirm. */
export const bulkApplyRequestSchema = z.union([
  z.strictObject({ preview_id: m.uuidSchema }),
  z.strictObject({
    rows: bulkPreviewRequestSchema.shape.rows,
    confirm: z.literal(true, { error: 'confirm must be true' }),
  }),
]);
export type BulkApplyRequest = z.infer<typeof bulkApplyRequestSchema>;

export const ROW_OUTCOMES = ['insert', 'update', 'unchanged', 'error', 'delete'] as const;
export const rowOutcomeSchema = z.enum(ROW_OUTCOMES);
export type RowOutcome = z.infer<typeof rowOutcomeSchema>;
export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** One row of a preview's result. */
export const previewRowSchema = z.object({
  index: z.number().int().min(0),
  outcome: rowOutcomeSchema,
  resource: z.string(),
  uuid: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  row: z.record(z.string(), z.unknown()),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;
export const outcomeCountsSchema = z.object({
  insert: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
  delete: z.number().int(),
});
export const previewResultSchema = z.object({
  preview_id: m.uuidSchema,
  bulk: z.string(),
  total: z.number().int(),
  counts: outcomeCountsSchema,
  rows: z.array(previewRowSchema),
});
export type PreviewResult = z.infer<typeof previewResultSchema>;
/** Paging through a stored preview: POST /backend/cms/previews/{preview_id}/rows. */
export const previewRowsRequestSchema = z.strictObject({
  outcome: rowOutcomeSchema.optional(),
  page: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(1000).default(100),
});
export type PreviewRowsRequest = z.input<typeof previewRowsRequestSchema>;
/**
 * A preview applied before (DESIGN §3, idempotent apply): nothing new is written and the first
 * apply's task answers again; who applied it (e-mail), when, and the transaction it committed.
 */
export const appliedBeforeSchema = z.object({
  by: z.string().nullable(),
  at: z.string().nullable(),
  transaction_uuid: m.uuidSchema.nullable(),
});
export type AppliedBefore = z.infer<typeof appliedBeforeSchema>;

export const applyResultSchema = z.object({
  task_uuid: m.uuidSchema,
  preview_id: m.uuidSchema.nullable(),
  status: m.taskStatusSchema,
  /** Set when the preview had been applied before (the answer of a repeat); absent or null on a first apply. */
  already_applied: appliedBeforeSchema.nullish(),
});
export type ApplyResult = z.infer<typeof applyResultSchema>;

/** The most moved rows a 409 names: the rest are only counted (`moved`). */
export const MAX_MOVED_ROWS_REPORTED = 1000;
/**
 * A row that moved since its preview (DESIGN §3): a record it writes was changed or deleted, or a
 * key it inserts was taken. `index` -1 is no row of the preview (a record that appeared since).
 */
export const movedRowSchema = z.object({
  index: z.number().int().min(-1),
  uuid: z.string().nullable(),
  field: z.string(),
  message: z.string(),
});
export type MovedRow = z.infer<typeof movedRowSchema>;
/**
 * The details of an apply's 409, in the error envelope's `data`; also the result of an apply's
 * task that found moved rows when it checked again under lock, and so failed.
 */
export const movedDetailsSchema = z.object({
  rows: z.array(movedRowSchema).max(MAX_MOVED_ROWS_REPORTED),
  moved: z.number().int().min(0),
});
export type MovedDetails = z.infer<typeof movedDetailsSchema>;

/** DELETE /backend/cms/bulk_delete_product_media (version 1.0). */
export const mediaBulkDeleteBodySchema = versioned(
  MEDIA_DELETE_PAYLOAD_VERSION,
  z.union([
    z.strictObject({
      uuids: z.array(m.uuidSchema).min(1, 'uuids must name at least one media item').max(10_000),
      preview: z.boolean().optional(),
    }),
    z.strictObject({ preview_id: m.uuidSchema }),
  ]),
);
export type MediaBulkDeleteRequest = z.infer<typeof mediaBulkDeleteBodySchema>['request'];
/** POST /backend/cms/create_product_groupings and delete_product_groupings. */
export const createProductGroupingsBodySchema = versioned(
  PAYLOAD_VERSION,
  z.strictObject({
    groupings: z.array(m.productGroupingInputSchema).min(1, 'groupings must hold at least one grouping').max(1000),
  }),
);
export const deleteProductGroupingsBodySchema = versioned(
  PAYLOAD_VERSION,
  z.strictObject({ uuids: z.array(m.uuidSchema).min(1, 'uuids must name at least one grouping').max(1000) }),
);

/** Dissociation of a company from a retailer (§3, §7). */
export const dissociationDataSchema = z.strictObject({
  company_digit_code: m.digitCodeSchema,
  retailer_url: m.urlSchema,
  metrics: z.array(m.metricNameSchema).min(1, 'metrics must name at least one metric'),
});
export const dissociationRequestSchema = z.strictObject({
  task_name: m.nonEmpty('task_name', 200),
  user_uuid: m.uuidSchema,
  data: dissociationDataSchema,
});
export type DissociationRequest = z.infer<typeof dissociationRequestSchema>;
export const dissociationBodySchema = versioned(DISSOCIATION_PAYLOAD_VERSION, dissociationRequestSchema);
export const dissociationApplyRequestSchema = dissociationRequestSchema.extend({ preview_id: m.uuidSchema });
export type DissociationApplyRequest = z.infer<typeof dissociationApplyRequestSchema>;
export const dissociationApplyBodySchema = versioned(DISSOCIATION_PAYLOAD_VERSION, dissociationApplyRequestSchema);

/** Calls with a company code. */
export const codeSchema = z.strictObject({ code: m.digitCodeSchema });
export const validateNamesRequestSchema = z.strictObject({
  code: m.digitCodeSchema,
  names: z.array(z.string().max(1000)).min(1, 'names must hold at least one name').max(10_000),
});
export const productsAllRequestSchema = z.strictObject({
  code: m.digitCodeSchema,
  columns: z.array(z.string()).min(1, 'columns must name at least one column').max(50),
});
export const complianceValidateRequestSchema = z.strictObject({
  code: m.digitCodeSchema,
  products: z.array(m.uuidSchema).min(1, 'products must name at least one product').max(10_000),
  types: z.array(m.complianceTypeSchema).min(1, 'types must name at least one type'),
});
export const productImagesPreviewRequestSchema = z.strictObject({
  code: m.digitCodeSchema,
  product_folder: m.nonEmpty('product_folder', 200),
});
export const productImagesValidateRequestSchema = z.strictObject({
  code: m.digitCodeSchema,
  products: z.array(m.uuidSchema).min(1, 'products must name at least one product').max(10_000),
});
export const srpListProductsRequestSchema = z.strictObject({ products: z.array(m.uuidSchema).max(100_000) });
export const srpSaveRequestSchema = z.strictObject({
  code: m.digitCodeSchema,
  products: z
    .array(z.strictObject({ product_uuid: m.uuidSchema, is_active: z.boolean().default(true) }))
    .min(1)
    .max(10_000),
});
export const srpDeleteRequestSchema = z.strictObject({
  code: m.digitCodeSchema,
  products: z.array(m.uuidSchema).min(1, 'products must name at least one product').max(10_000),
});
export const gdprSettingsSchema = z.strictObject({
  settings: z.strictObject({
    retention_days: z.number().int().min(30, 'retention_days must be 30 or more').max(3650),
    anonymise_exports: z.boolean(),
    contact_email: z.email({ error: 'contact_email must be an e-mail address' }),
  }),
});
export const retailersListRequestSchema = codeSchema;
export const rankingsMaxResultsRequestSchema = z.strictObject({
  code: m.digitCodeSchema,
  retailer_url: m.urlSchema.optional(),
  keyword: z.string().optional(),
});
export const listingsMaxResultsRequestSchema = rankingsMaxResultsRequestSchema;
export const integrityLogsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).optional() });
export const accessOptionsRequestSchema = z.strictObject({ email: m.emailSchema.optional() });

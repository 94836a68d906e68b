/**
 * The response envelope of every platform call (§3, §7) and the getlist request
 * (`filter` and `navigation`, DESIGN §3).
 */
import { z } from './zod.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';
import { givenValue } from './messages.js';

/** Paging information of a list response: `{page, page_size, total_items, total_pages}`. */
export const navigationSchema = z.object({
  /** 0 for a page reached by cursor: its number is not known without counting the rows before it. */
  page: z.number().int().min(0),
  page_size: z.number().int().min(1),
  total_items: z.number().int().min(0),
  total_pages: z.number().int().min(0),
  /** Cursor paging (generic getlist): the next page (null at the end), the previous (null at the start), the last. */
  next_cursor: z.string().nullish(),
  prev_cursor: z.string().nullish(),
  last_cursor: z.string().nullish(),
});
export type Navigation = z.infer<typeof navigationSchema>;

/** What every response holds beside its `data`: `{message, status, navigation}`. */
const envelopeFieldsSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  navigation: navigationSchema.nullish(),
});

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Every response: `{data, message, status, navigation}`. Built once per model of `data` and kept:
 * zod compiles an object schema on its first parse, which per call was about 8% of the gateway's
 * time (issue 17).
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  type Built = ReturnType<typeof envelopeFieldsSchema.extend<{ data: T }>>;
  let built = envelopes.get(data) as Built | undefined;
  if (!built) envelopes.set(data, (built = envelopeFieldsSchema.extend({ data })));
  return built;
}
export type Envelope<T> = z.infer<typeof envelopeFieldsSchema> & { data: T };

/** The data of a failed call: the error's reason in `response` (§8), the field and any details beside it. */
export const errorDataSchema = z
  .object({ success: z.literal(false), response: z.string(), field: z.string().optional() })
  .loose();
export type ErrorData = z.infer<typeof errorDataSchema>;

/** A failed call: the error's reason is in `data.response` (§8). */
export const errorEnvelopeSchema = envelopeSchema(errorDataSchema);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The answer to a failed call: the reason is the message too; details (moved rows, children) go in `data`. */
export const errorEnvelope = (
  status: number,
  reason: string,
  details: { field?: string } & Record<string, unknown> = {},
): ErrorEnvelope => ({
  data: { success: false, response: reason, ...details },
  message: reason,
  status,
  navigation: null,
});

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const FILTER_OPERATORS = ['eq', 'ne', 'in', 'like', 'gt', 'gte', 'lt', 'lte'] as const;
/** A filter value: equality, or one operator (DESIGN §3). */
export const filterConditionSchema = z.union(
  [
    scalar,
    z.strictObject({ eq: scalar }),
    z.strictObject({ ne: scalar }),
    z.strictObject({ in: z.array(scalar).max(100_000) }),
    z.strictObject({ like: z.string() }),
    z.strictObject({ gt: z.union([z.number(), z.string()]) }),
    z.strictObject({ gte: z.union([z.number(), z.string()]) }),
    z.strictObject({ lt: z.union([z.number(), z.string()]) }),
    z.strictObject({ lte: z.union([z.number(), z.string()]) }),
  ],
  {
    // Which option failed is no help to a user; what a condition may be is.
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `must be a value, or one operator (${FILTER_OPERATORS.join(', ')}) with its value, ` +
          `got ${givenValue(issue.input)}`
        : undefined,
  },
);
export type FilterCondition = z.infer<typeof filterConditionSchema>;

/** Filter: dotted field paths (`company.digit_code`) to a condition. */
export const filterSchema = z.record(z.string().min(1), filterConditionSchema);
export type Filter = z.infer<typeof filterSchema>;

export const sortSchema = z.object({
  field: z.string().min(1),
  direction: z.enum(['asc', 'desc']).default('asc'),
});

/** Paging and sorting of a getlist request. */
export const listNavigationSchema = z.object({
  page: z.number().int().min(1, 'navigation.page must be 1 or more').default(1),
  page_size: z
    .number()
    .int()
    .min(1, 'navigation.page_size must be 1 or more')
    .max(MAX_PAGE_SIZE, `navigation.page_size must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  sort: z.array(sortSchema).max(5).optional(),
  /**
   * A cursor from a previous answer's navigation (`next_cursor`, `prev_cursor`, `last_cursor`) of the
   * same sort: the page is then found by its position in that order (keyset), whatever `page` says.
   */
  cursor: z
    .string()
    .min(1, 'navigation.cursor must not be empty')
    .max(4096, 'navigation.cursor is too long')
    .optional(),
});
export type ListNavigation = z.infer<typeof listNavigationSchema>;

/** POST {resource}/getlist body. */
export const getListRequestSchema = z.strictObject({
  filter: filterSchema.default({}),
  navigation: listNavigationSchema.default({ page: 1, page_size: DEFAULT_PAGE_SIZE }),
});
export type GetListRequest = z.infer<typeof getListRequestSchema>;

/** Builds a navigation block from a total. */
export function navigationFor(page: number, pageSize: number, totalItems: number): Navigation {
  return { page, page_size: pageSize, total_items: totalItems, total_pages: Math.ceil(totalItems / pageSize) };
}

import { z } from 'zod';

export const ZPagination = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  /** Lists walked by cursor: send it as `after` for the next page; null on the last page. */
  next_cursor: z.string().nullable().optional(),
  /** … and as `before` for the previous page; null on the first page. */
  prev_cursor: z.string().nullable().optional(),
});
export type TPagination = z.infer<typeof ZPagination>;

export const ZApiErrorItem = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().nullable().optional(),
  details: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type TApiErrorItem = z.infer<typeof ZApiErrorItem>;

export const ZMeta = z.object({
  timestamp: z.string(),
  version: z.string(),
  request_id: z.string().optional(),
  pagination: ZPagination.optional(),
});
export type TMeta = z.infer<typeof ZMeta>;

/** `{data, meta, errors}` — the shape of every JSON response. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: ZMeta, errors: z.array(ZApiErrorItem) });
}

export const ZErrorEnvelope = envelopeOf(z.null());
export type TEnvelope<T> = { data: T; meta: TMeta; errors: TApiErrorItem[] };

/** Query fields the admin routes share: booleans, UTC days and page numbers, validated strictly. */
import { z } from 'zod';

/** "true" or "false" only: z.coerce.boolean() would read "false" as true. */
export const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A UTC day, YYYY-MM-DD, as the epoch ms of its midnight; impossible dates (2025-02-30) are refused. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => {
    const ms = Date.parse(`${s}T00:00:00Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === s;
  }, 'must be a real date')
  .transform((s) => Date.parse(`${s}T00:00:00Z`));

export const PAGE_SIZE_MAX = 100;

export const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
};

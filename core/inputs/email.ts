/** An e-mail address as every call takes it (ADR 0060): trimmed, lower-cased, at most 254 characters. */
import * as z from 'zod/mini';

export const EMAIL_MAX = 254;

export const emailSchema = z.pipe(
  z
    .string()
    .check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`)),
  z.email('must be a valid e-mail address'),
);

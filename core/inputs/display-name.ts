/**
 * The display-name rule (issues 11 §7, 17 §2.4), shared by the API's validators and the mini-app's
 * forms (ADR 0060): zod/mini only, no Node, Hono or React imports, so the mini-app can bundle it.
 */
import * as z from 'zod/mini';

export const DISPLAY_NAME_MAX = 64;

/**
 * Controls (BEL, NUL, ...), format characters (bidi overrides and isolates such as RLO, zero-width
 * spaces and joiners, BOM, soft hyphen) and line or paragraph separators: each can make a name read as
 * something else, vanish, or break the lines it is shown in.
 */
export const FORBIDDEN_IN_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const nameChecks = [
  z.maxLength(DISPLAY_NAME_MAX, `must be at most ${DISPLAY_NAME_MAX} characters`),
  z.refine<string>(
    (v) => !FORBIDDEN_IN_NAME.test(v),
    'must not contain control or invisible formatting characters',
  ),
] as const;

export const displayNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'must not be empty'), ...nameChecks);

/** The same rule where a name may be left out (registration, an admin clearing it): '' after trimming. */
export const optionalDisplayNameSchema = z.string().check(z.trim(), ...nameChecks);

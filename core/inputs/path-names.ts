/**
 * The two paths of a Two Paths reading as the person names them (ADR 0072), shared by the API's
 * validator and the mini-app's fields: each optional, one line, short enough to sit under a card.
 */
import * as z from 'zod/mini';
import { FORBIDDEN_IN_NAME } from './display-name.js';

export const PATH_NAME_MAX = 40;

const pathName = z.nullish(
  z.string().check(
    z.trim(),
    z.maxLength(PATH_NAME_MAX, `must be at most ${PATH_NAME_MAX} characters`),
    z.refine<string>(
      (v) => !FORBIDDEN_IN_NAME.test(v),
      'must not contain control or invisible formatting characters',
    ),
  ),
);

export const pathNamesSchema = z.object({ a: pathName, b: pathName });

export interface PathNames {
  a: string | null;
  b: string | null;
}

/** Blank names are no names; null when neither path is named. */
export function cleanPathNames(input: { a?: string | null; b?: string | null } | null | undefined) {
  const a = input?.a?.trim() || null;
  const b = input?.b?.trim() || null;
  return a || b ? { a, b } : null;
}

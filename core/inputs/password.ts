/**
 * The length rule of a new password, shared by the API and the mini-app's forms (ADR 0060). Counted
 * in code points, so an emoji is one character. The common-password list stays on the server.
 */
import * as z from 'zod/mini';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordLengthFits = (password: string) => {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
};

export const newPasswordSchema = z
  .string()
  .check(z.refine(passwordLengthFits, `must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`));

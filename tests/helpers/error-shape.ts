/** The error body of every API failure (DESIGN §10), as a type and as matchers for any message and code. */
import { expect } from 'vitest';

export interface ErrorDetail {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

/** `detail` with any message and any code, and nothing else. */
export const anyErrorDetail = { message: expect.any(String), code: expect.any(String) };

/** A whole error body: `{ detail }` with any message and any code, and nothing else. */
export const errorShape = { detail: anyErrorDetail };

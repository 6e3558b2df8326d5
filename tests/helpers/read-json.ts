/** Reads a response's JSON body, typed as the test expects it. */
import type { ErrorDetail } from './error-shape.js';

/** Any JSON object an API call answers; a failure carries `detail`. */
export type JsonBody = Record<string, unknown> & { detail: ErrorDetail };

export const readJson = async <T = JsonBody>(res: Response) => (await res.json()) as T;

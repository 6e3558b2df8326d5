/** One error shape for every answer (DESIGN §10): {"detail": {"message", "code"}} with the right status. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';

export interface ErrorBody {
  detail: { message: string; code: string; fields?: Record<string, string> };
}

export function errorBody(message: string, code: string, fields?: Record<string, string>): ErrorBody {
  return { detail: fields ? { message, code, fields } : { message, code } };
}

/** `cards[2].card_id`: list items by index, as the own-deck checks in core name them too. */
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');

export function validationBody(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = fieldName(issue.path) || 'body';
    fields[key] ??= issue.message;
  }
  const message = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return errorBody(message, 'validation_error', fields);
}

export function createErrorHandler(log: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) c.header('Retry-After', String(err.extra.retryAfterSeconds));
      return c.json(errorBody(err.message, err.code, err.extra.fields), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const message = err.status === 400 ? 'Malformed request body' : err.message || 'Request failed';
      return c.json(errorBody(message, 'bad_request'), status);
    }
    log.error('unhandled error', {
      requestId: c.get('requestId'),
      error: err,
      method: c.req.method,
      path: c.req.path,
    });
    return c.json(errorBody('Internal server error', 'internal_error'), 500);
  };
}

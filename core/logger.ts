/**
 * Structured JSON logs, one object a line, written by pino: lines are serialised and, on stdout, written
 * asynchronously and batched while a write is in flight, instead of one blocking write per line (ADR 0032).
 * pino flushes what is pending when the process exits.
 * `notice` is for the process's own life (listening, shutting down): it prints at every level but `silent`, so
 * whoever starts the process sees when it is ready even with LOG_LEVEL=warn or error.
 */
import { pino } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  notice(msg: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

/** An Error in any top-level field keeps its name, message and stack (JSON.stringify would give `{}`). */
function serializeErrors(fields: Fields): Fields {
  let out: Fields | undefined;
  for (const key in fields) {
    const value = fields[key];
    if (value instanceof Error) {
      out ??= { ...fields };
      out[key] = { name: value.name, message: value.message, stack: value.stack };
    }
  }
  return out ?? fields;
}

/**
 * pino's ISO time, made once per millisecond: under load many lines share one, and formatting a Date
 * for each was a fiftieth of a request (ADR 0032).
 */
let lastMs = -1;
let lastTime = '';
function isoTime() {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastTime = `,"time":"${new Date(ms).toISOString()}"`;
  }
  return lastTime;
}

/** Above pino's error (50), below fatal (60). */
const NOTICE = 55;

function wrap(p: pino.Logger<'notice'>): Logger {
  return {
    debug: (msg, fields) => (fields ? p.debug(fields, msg) : p.debug(msg)),
    info: (msg, fields) => (fields ? p.info(fields, msg) : p.info(msg)),
    warn: (msg, fields) => (fields ? p.warn(fields, msg) : p.warn(msg)),
    error: (msg, fields) => (fields ? p.error(fields, msg) : p.error(msg)),
    notice: (msg, fields) => (fields ? p.notice(fields, msg) : p.notice(msg)),
    child: (fields) => wrap(p.child(fields)),
  };
}

/** Lines go to stdout, or to `write` (tests keep them), each ending in a newline. */
export function createLogger(level: LogLevel, base: Fields = {}, write?: (line: string) => unknown): Logger {
  const destination = write ? { write } : pino.destination({ dest: 1, sync: false });
  const logger = pino<'notice'>(
    {
      level,
      customLevels: { notice: NOTICE },
      base,
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }), log: serializeErrors },
    },
    destination,
  );
  return wrap(logger);
}

/** The Hono environment shared by every route: what middleware puts on the context. */
import type { UserRow } from '../db/schema.js';

export interface AppEnv {
  Variables: {
    user: UserRow;
    clientIp: string;
    /** Set by the request log (api/middleware/request-log.ts). */
    requestId: string;
  };
}

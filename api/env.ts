/** The Hono environment shared by every route: what middleware puts on the context. */
import type { UserRow } from '../db/schema.js';

export interface AppEnv {
  Variables: {
    user: UserRow;
    clientIp: string;
  };
}

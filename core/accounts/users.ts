/** Creating and finding users. A new user gets the welcome bonus as a ledger row, in the same transaction. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema.js';
import { WELCOME_BONUS } from '../catalog.js';
import { applyEntry, type Tx } from '../ledger.js';

export type NewUser = typeof users.$inferInsert;

export function createUser(tx: Tx, values: NewUser): UserRow {
  const created = tx.insert(users).values(values).returning().get();
  applyEntry(tx, {
    userId: created.id,
    delta: WELCOME_BONUS,
    reason: 'welcome_bonus',
    idempotencyKey: `welcome:${created.id}`,
  });
  return tx.select().from(users).where(eq(users.id, created.id)).get() as UserRow;
}

export function findUser(db: Db | Tx, id: number): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function findUserByEmail(db: Db | Tx, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

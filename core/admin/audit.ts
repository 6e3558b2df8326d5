/**
 * The admin audit trail. recordAudit runs inside the caller's transaction, so an admin write and its
 * audit row commit or roll back together: there is never a change without its record, or the reverse.
 */
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminAudit } from '../../db/schema.js';
import type { Tx } from '../ledger.js';

export interface AuditInput {
  actorUserId: number;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  now: number;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export function recordAudit(tx: Tx | Db, entry: AuditInput): void {
  tx.insert(adminAudit)
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      target: entry.target,
      before: json(entry.before),
      after: json(entry.after),
      createdAt: entry.now,
    })
    .run();
}

export interface AuditItem {
  id: number;
  actor_id: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** Newest first, by page; before and after come back as the objects they were. */
export function auditPage(db: Db, page: number, pageSize: number) {
  const rows = db
    .select()
    .from(adminAudit)
    .orderBy(desc(adminAudit.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db.select({ n: count() }).from(adminAudit).get()?.n ?? 0;
  const items: AuditItem[] = rows.map((r) => ({
    id: r.id,
    actor_id: r.actorUserId,
    action: r.action,
    target: r.target,
    before: r.before === null ? null : JSON.parse(r.before),
    after: r.after === null ? null : JSON.parse(r.after),
    created_at: new Date(r.createdAt).toISOString(),
  }));
  return { items, total, page, page_size: pageSize };
}

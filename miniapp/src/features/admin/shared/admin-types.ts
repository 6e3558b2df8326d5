/** The admin API's answers, inferred from the server's routes so a renamed field breaks the build. */
import type { InferResponseType } from 'hono/client';
import type { Rpc } from '../../../lib/api.js';

type Admin = Rpc['admin'];

export type Dashboard = InferResponseType<Admin['dashboard']['$get'], 200>;
export type UsersPage = InferResponseType<Admin['users']['$get'], 200>;
export type AdminUser = UsersPage['items'][number];
export type UserDetail = InferResponseType<Admin['users'][':id']['$get'], 200>;
export type LedgerPage = InferResponseType<Admin['users'][':id']['ledger']['$get'], 200>;
export type ReadingsPage = InferResponseType<Admin['readings']['$get'], 200>;
export type AdminReading = ReadingsPage['items'][number];
export type PaymentsPage = InferResponseType<Admin['payments']['$get'], 200>;
export type AdminPayment = PaymentsPage['items'][number];
export type DailyStats = InferResponseType<Admin['stats']['daily']['$get'], 200>;
export type AuditPage = InferResponseType<Admin['audit']['$get'], 200>;
export type AuditEntry = AuditPage['items'][number];

/**
 * The monthly subscription as the server tells it (DESIGN §6b): the plan on sale and the account's
 * state. Shared by the purchase sheet (subscribe) and the profile (state and cancel), so a payment in
 * one is seen by the other.
 */
import type { InferResponseType } from 'hono/client';
import { create } from 'zustand';
import { call, type Rpc, rpc } from '../../lib/api.js';

export type SubscriptionPlan = InferResponseType<Rpc['tokens']['subscription-plan']['$get'], 200>;
export type SubscriptionState = InferResponseType<Rpc['user']['subscription']['$get'], 200>;

interface Store {
  plan: SubscriptionPlan | null;
  state: SubscriptionState | null;
  load(): Promise<SubscriptionState | null>;
  cancel(): Promise<void>;
}

export const useSubscription = create<Store>()((set) => ({
  plan: null,
  state: null,
  async load() {
    const [plan, state] = await Promise.all([
      call(rpc.tokens['subscription-plan'].$get()),
      call(rpc.user.subscription.$get()),
    ]);
    set({ plan, state });
    return state;
  },
  async cancel() {
    const state = await call(rpc.user.subscription.cancel.$post());
    set({ state });
  },
}));

/** Whether Telegram will charge again: a new invoice would start a second subscription. */
export const renews = (state: SubscriptionState | null) => Boolean(state?.active && !state.cancelled);

const ATTEMPTS = 20;
const INTERVAL_MS = 500;

/** After Telegram says the invoice is paid, the bot records the charge a moment later: read until it shows. */
export async function waitForSubscription(): Promise<void> {
  for (let i = 0; i < ATTEMPTS; i++) {
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
    if (renews(await useSubscription.getState().load())) return;
  }
}

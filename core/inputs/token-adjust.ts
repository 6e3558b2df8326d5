/** The longest reason an admin may give for adding or taking tokens (ADR 0060). */
export const ADJUST_REASON_MAX = 200;

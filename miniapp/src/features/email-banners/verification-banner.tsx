/** Placeholder until this feature's screen lands. */
export function VerificationBanner() {
  return null;
}

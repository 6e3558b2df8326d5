/** Placeholder until this feature's screen lands. */
export type LegalDoc = 'terms' | 'privacy';

export function LegalModals(_props: { open: LegalDoc | null; onClose(): void }) {
  return null;
}

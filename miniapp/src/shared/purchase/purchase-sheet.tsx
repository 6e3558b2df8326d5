/** Placeholder until this feature's screen lands. */
/** The token packages: Stars inside Telegram, the bot's buy link in a browser. */
export function PurchaseSheet(_props: { open: boolean; onClose(): void; reason?: 'insufficient' }) {
  return null;
}

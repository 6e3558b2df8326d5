/** Escaping for Telegram's HTML parse mode: anything not written by us goes through here. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

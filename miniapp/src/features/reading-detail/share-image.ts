/** The reading's share image and the Telegram share calls (DESIGN §6b, ADR 0040). */
import { call, rpc } from '../../lib/api.js';

export type ShareFormat = 'story' | 'wide';

export async function fetchShareImage(id: string, format: ShareFormat, withQuestion: boolean): Promise<File> {
  const res = await rpc.readings[':id']['image.png'].$get({
    param: { id },
    query: { format, question: withQuestion ? '1' : '0' },
  });
  if (!res.ok) throw new Error(`image ${res.status}`);
  return new File([await res.blob()], `tarot-reading-${format}.png`, { type: 'image/png' });
}

export const preparedMessage = async (id: string, withQuestion: boolean) =>
  (await call(rpc.readings[':id'].share.prepared.$post({ param: { id }, json: { question: withQuestion } })))
    .prepared_message_id;

export const storyImageUrl = async (id: string, withQuestion: boolean) =>
  (await call(rpc.readings[':id'].share.story.$post({ param: { id }, json: { question: withQuestion } })))
    .url;

/** Saves a file through a temporary link: the browser's download, where the Web Share API cannot take it. */
export function download(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

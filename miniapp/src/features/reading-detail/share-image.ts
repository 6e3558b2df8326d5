/** The reading's share image and the Telegram share calls (DESIGN §6b, ADR 0040). */
import { queryOptions } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api.js';

export type ShareFormat = 'story' | 'wide';

/** The size the server draws each format at (ADR 0040), so a preview keeps its shape while it loads. */
export const SHARE_SIZE: Record<ShareFormat, { width: number; height: number }> = {
  story: { width: 1080, height: 1920 },
  wide: { width: 1200, height: 630 },
};

/**
 * One share image in the query cache: the sheet's preview and the share itself use the same file. A
 * finished reading never changes, so an image once drawn stays good while the page is open.
 */
export const shareImageQuery = (id: string, format: ShareFormat, withQuestion: boolean) =>
  queryOptions({
    queryKey: ['share-image', id, format, withQuestion],
    queryFn: () => fetchShareImage(id, format, withQuestion),
    staleTime: Number.POSITIVE_INFINITY,
  });

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

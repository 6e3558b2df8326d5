/**
 * One way to ask before an action that cannot be taken back (cancel the subscription, delete a reading,
 * spend tokens, refund): `await confirmAction({...})` is true when the person chose the action. Inside
 * Telegram it is Telegram's own popup (the action as its destructive button beside a cancel button); in a
 * browser the app's confirmation sheet (ui/confirm-sheet.tsx), one request at a time.
 */
import { create } from 'zustand';
import { type TelegramSdk, telegramSdk } from './telegram.js';

export interface ConfirmRequest {
  title: string;
  message: string;
  /** A second, quieter paragraph in the sheet (a hint); in Telegram's popup a paragraph of the message. */
  note?: string;
  /** The action's button, e.g. "Delete". */
  action: string;
  /** The way out, e.g. "Keep it"; without it, Telegram's own Cancel and the app's "Cancel". */
  keep?: string;
  /** The action removes or takes something back: red in both places. Default true. */
  destructive?: boolean;
}

interface Pending extends ConfirmRequest {
  answer(confirmed: boolean): void;
}

/** The request the browser's sheet is showing, if any. */
export const useConfirmRequest = create<{ pending: Pending | null }>(() => ({ pending: null }));

// Telegram's limits for a popup (Bot API PopupParams): title 64, message 256, button text 64 characters.
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function telegramPopup(popup: TelegramSdk['popup'], request: ConfirmRequest): Promise<boolean> {
  const destructive = request.destructive ?? true;
  const message = request.note ? `${request.message}\n\n${request.note}` : request.message;
  const chosen = await popup.show({
    title: clip(request.title, 64),
    message: clip(message, 256),
    buttons: [
      { id: 'confirm', type: destructive ? 'destructive' : 'default', text: clip(request.action, 64) },
      request.keep
        ? { id: 'keep', type: 'default', text: clip(request.keep, 64) }
        : { id: 'keep', type: 'cancel' },
    ],
  });
  return chosen === 'confirm';
}

export function confirmAction(request: ConfirmRequest): Promise<boolean> {
  const popup = telegramSdk()?.popup;
  if (popup?.show.isAvailable()) {
    return telegramPopup(popup, request).catch((error: unknown) => {
      // Another popup already open, or a client that refused it: nothing is done.
      console.error('popup', error);
      return false;
    });
  }
  return new Promise((resolve) => {
    useConfirmRequest.getState().pending?.answer(false);
    const pending: Pending = {
      ...request,
      answer(confirmed) {
        if (useConfirmRequest.getState().pending === pending) useConfirmRequest.setState({ pending: null });
        resolve(confirmed);
      },
    };
    useConfirmRequest.setState({ pending });
  });
}

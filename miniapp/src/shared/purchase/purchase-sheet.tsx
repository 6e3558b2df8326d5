/**
 * Buying tokens. Inside Telegram, a sheet from the bottom edge: the subscription and the packages as
 * rows of Telegram's grouped lists, paid with its MainButton (telegram-offers.tsx). In a browser nothing can be
 * bought: one "Buy in Telegram" link to the app's `buy` deep link (`startapp=buy` opens this sheet in
 * Telegram), and the balance is read again when the person comes back to the tab (ADR 0066); from
 * 768 px it is a centred dialog (ADR 0070).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../lib/api.js';
import { inTelegram } from '../../lib/telegram.js';
import { buttonClass } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { refreshBalance } from './balance.js';
import { PurchaseBalance } from './purchase-balance.js';
import { TelegramPurchaseSheet } from './telegram-offers.js';
import type { FirstChoice } from './use-telegram-offers.js';
import './purchase-sheet.css';

interface Props {
  open: boolean;
  onClose(): void;
  reason?: 'insufficient';
  /** The row chosen when the sheet opens: the subscription from the profile's Subscribe. */
  first?: FirstChoice;
}

export function PurchaseSheet({ open, onClose, reason, first = 'package' }: Props) {
  const { t } = useTranslation('purchase');
  const title = reason === 'insufficient' ? t('title_insufficient') : t('title');
  return inTelegram() ? (
    <TelegramPurchaseSheet
      open={open}
      title={title}
      insufficient={reason === 'insufficient'}
      first={first}
      onClose={onClose}
    />
  ) : (
    <BrowserPurchaseSheet open={open} title={title} waiting={reason === 'insufficient'} onClose={onClose} />
  );
}

function BrowserPurchaseSheet({
  open,
  title,
  waiting,
  onClose,
}: {
  open: boolean;
  title: string;
  waiting: boolean;
  onClose(): void;
}) {
  const username = useBotUsername(open);
  return (
    <Modal
      open={open}
      onClose={onClose}
      sheet
      title={title}
      footer={open && username ? <BrowserAction username={username} /> : null}
    >
      <PurchaseBalance />
      {/* No "package below" note here: in a browser there is none, and the note below says the question waits. */}
      {open ? <BrowserNote username={username} waiting={waiting} /> : null}
    </Modal>
  );
}

/** The bot's username, which makes the deep link: undefined while asked, null when no bot is connected. */
function useBotUsername(wanted: boolean) {
  const [username, setUsername] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    void call(rpc.config.$get()).then(
      (c) => setUsername(c.bot_username),
      () => setUsername(null),
    );
  }, [wanted]);
  return username;
}

/** In a browser: what happens next, and the balance read again when the person comes back from Telegram. */
function BrowserNote({ username, waiting }: { username: string | null | undefined; waiting: boolean }) {
  const { t } = useTranslation('purchase');
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshBalance().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  if (username === undefined) return null;
  if (username === null) return <p className="purchase__note muted">{t('browser.no_bot')}</p>;
  return <p className="purchase__note">{waiting ? t('browser.body_waiting') : t('browser.body')}</p>;
}

function BrowserAction({ username }: { username: string }) {
  const { t } = useTranslation('purchase');
  return (
    <a
      className={`${buttonClass('primary', { block: true })} purchase__action`}
      href={`https://t.me/${username}?startapp=buy`}
      target="_blank"
      rel="noreferrer"
    >
      {t('browser.action')}
    </a>
  );
}

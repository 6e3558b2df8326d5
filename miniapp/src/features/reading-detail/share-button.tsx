/**
 * Share: inside Telegram, Telegram's share sheet with the bot's deep link `startapp=reading_<id>`
 * (which opens the reading for its owner); in a browser, the page's link copied.
 */
import { openTelegramLink } from '@telegram-apps/sdk-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../lib/api.js';
import { inTelegram } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { Button } from '../../ui/button.js';

export function ShareButton({ id }: { id: string }) {
  const { t } = useTranslation('detail');
  const [bot, setBot] = useState<string | null>(null);

  useEffect(() => {
    void call(rpc.config.$get()).then(
      (c) => setBot(c.bot_username),
      () => undefined,
    );
  }, []);

  const share = async () => {
    if (inTelegram() && bot) {
      const link = `https://t.me/${bot}?startapp=reading_${id}`;
      const url = `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(t('share_text'))}`;
      if (openTelegramLink.isAvailable()) openTelegramLink(url);
      return;
    }
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/reading/${id}`);
      toast({ title: t('copied'), description: t('copied_hint') });
    } catch {
      toast({
        title: t('copy_failed'),
        description: `${window.location.origin}/reading/${id}`,
        variant: 'destructive',
      });
    }
  };

  return (
    <Button variant="secondary" small onClick={() => void share()}>
      {t('share')}
    </Button>
  );
}

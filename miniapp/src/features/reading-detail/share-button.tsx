/**
 * Share a reading as an image, shown first as a thumbnail at the top of the sheet (ADR 0078). Inside
 * Telegram: to a chat through a prepared message (`shareMessage`) and, when the server has a public
 * https address, to a story (`shareStory`). In a browser: the Web Share API with the PNG where it takes
 * files, else a download; and the page's link copied.
 */

import { useQueryClient } from '@tanstack/react-query';
import { Share } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../lib/api.js';
import { inTelegram, telegramSdk } from '../../lib/telegram.js';
import { toast } from '../../lib/toasts.js';
import { Button } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { Modal } from '../../ui/modal.js';
import { Switch } from '../../ui/switch.js';
import { download, preparedMessage, shareImageQuery, storyImageUrl } from './share-image.js';
import { SharePreview } from './share-preview.js';
import './share-sheet.css';

interface Props {
  id: string;
  hasQuestion: boolean;
  /** A row of a grouped list (Telegram) rather than a button. */
  row?: boolean;
}

export function ShareButton({ id, hasQuestion, row }: Props) {
  const { t } = useTranslation('detail');
  const [open, setOpen] = useState(false);
  const [withQuestion, setWithQuestion] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [storySharing, setStorySharing] = useState(false);
  const telegram = inTelegram();
  const queryClient = useQueryClient();

  useEffect(() => {
    void call(rpc.config.$get()).then(
      (c) => setStorySharing(c.story_sharing),
      () => undefined,
    );
  }, []);

  const run = async (action: string, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
      setOpen(false);
    } catch (error) {
      // The person closing the system share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        toast({ title: t('share_failed'), variant: 'destructive' });
      }
    } finally {
      setBusy(null);
    }
  };

  const toChat = () =>
    run('chat', async () => {
      const messageId = await preparedMessage(id, withQuestion);
      const shareMessage = telegramSdk()?.shareMessage;
      if (shareMessage?.isAvailable()) await shareMessage(messageId);
    });

  const toStory = () =>
    run('story', async () => {
      const url = await storyImageUrl(id, withQuestion);
      const shareStory = telegramSdk()?.shareStory;
      if (shareStory?.isAvailable()) shareStory(url, { text: t('share_text') });
    });

  const shareImage = () =>
    run('image', async () => {
      // The file the thumbnail shows, from the cache when it has arrived.
      const file = await queryClient.fetchQuery(shareImageQuery(id, 'story', withQuestion));
      if (navigator.canShare?.({ files: [file] }))
        await navigator.share({ files: [file], title: t('share_text') });
      else download(file);
    });

  const copyLink = () =>
    run('link', async () => {
      await navigator.clipboard.writeText(`${window.location.origin}/reading/${id}`);
      toast({ title: t('copied'), description: t('copied_hint') });
    });

  const canShareFiles = typeof navigator.canShare === 'function';

  return (
    <>
      {row ? (
        <button type="button" className="detail-row detail-row--accent" onClick={() => setOpen(true)}>
          <Icon icon={Share} />
          {t('share')}
        </button>
      ) : (
        <Button variant="secondary" small onClick={() => setOpen(true)}>
          {t('share')}
        </Button>
      )}
      <Modal open={open} title={t('share_title')} onClose={() => setOpen(false)}>
        <div className="share-sheet">
          {/* The image a chat gets inside Telegram; the story image that a browser shares. */}
          <SharePreview id={id} format={telegram ? 'wide' : 'story'} withQuestion={withQuestion} />
          {hasQuestion ? (
            <Switch label={t('share_include_question')} checked={withQuestion} onChange={setWithQuestion} />
          ) : null}
          {telegram ? (
            <>
              <Button variant="primary" block busy={busy === 'chat'} onClick={() => void toChat()}>
                {t('share_to_chat')}
              </Button>
              {storySharing ? (
                <Button variant="secondary" block busy={busy === 'story'} onClick={() => void toStory()}>
                  {t('share_to_story')}
                </Button>
              ) : null}
            </>
          ) : (
            <>
              <Button variant="primary" block busy={busy === 'image'} onClick={() => void shareImage()}>
                {canShareFiles ? t('share_image') : t('share_download')}
              </Button>
              <Button variant="secondary" block busy={busy === 'link'} onClick={() => void copyLink()}>
                {t('share_copy_link')}
              </Button>
            </>
          )}
        </div>
      </Modal>
    </>
  );
}

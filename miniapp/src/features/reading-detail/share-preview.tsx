/**
 * The share sheet's thumbnail: the very image that will be shared (the wide one a chat gets inside
 * Telegram, the story one a browser shares), fetched with the session and shown from a blob URL. When
 * "Include my question" flips, the image shown stays, dimmed, until the new one has arrived.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_SIZE, type ShareFormat, shareImageQuery } from './share-image.js';

interface Props {
  id: string;
  format: ShareFormat;
  withQuestion: boolean;
}

export function SharePreview({ id, format, withQuestion }: Props) {
  const { t } = useTranslation('detail');
  const { data, isPlaceholderData, isError } = useQuery({
    ...shareImageQuery(id, format, withQuestion),
    placeholderData: keepPreviousData,
  });
  const url = useObjectUrl(data);
  const updating = !url || isPlaceholderData;
  return (
    <figure
      className={`share-preview share-preview--${format}`}
      aria-busy={updating && !isError}
      data-testid="share-preview"
    >
      {url ? (
        <img
          src={url}
          alt={t(withQuestion ? 'share_preview_alt_question' : 'share_preview_alt')}
          width={SHARE_SIZE[format].width}
          height={SHARE_SIZE[format].height}
          className={isPlaceholderData ? 'share-preview__image--stale' : undefined}
        />
      ) : (
        <span
          className="share-preview__placeholder"
          style={{ aspectRatio: `${SHARE_SIZE[format].width} / ${SHARE_SIZE[format].height}` }}
        >
          {isError ? (
            <span className="muted">{t('share_preview_failed')}</span>
          ) : (
            <span className="spinner" aria-hidden />
          )}
        </span>
      )}
    </figure>
  );
}

/** A blob: URL for a file while it is shown, released when it is replaced or the preview closes. */
function useObjectUrl(file: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The Terms of Service and Privacy Policy modals (spec §2), texts from the `legal` namespace (English
 * and Russian; other languages read English). The namespace loads only when a modal first opens.
 */
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n.js';
import { formatDate } from '../../lib/locales.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { type LegalSection, PRIVACY_PARTS, TERMS_SECTIONS } from './legal-doc-types.js';
import { LegalSectionView } from './legal-section.js';
import './legal-modals.css';

export type LegalDoc = 'terms' | 'privacy';

export function LegalModals({ open, onClose }: { open: LegalDoc | null; onClose(): void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LegalDialog doc={open} onClose={onClose} />
    </Suspense>
  );
}

function LegalDialog({ doc, onClose }: { doc: LegalDoc; onClose(): void }) {
  const { t } = useTranslation('legal');
  const prefix = useId();
  const keys: readonly string[] = doc === 'terms' ? TERMS_SECTIONS : PRIVACY_PARTS;
  const path = doc === 'terms' ? 'terms.sections' : 'privacy';
  const sections = t(path, { returnObjects: true }) as unknown as Record<string, LegalSection>;

  return (
    <Modal
      open
      title={t(`${doc}.title`)}
      subtitle={
        <span className="legal-effective">
          {t(`${doc}.effective_date`, { date: formatDate(new Date(), currentLocale()) })}
        </span>
      }
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t(`${doc}.close`)}
        </Button>
      }
    >
      <article
        className={`legal-doc legal-doc--${doc}`}
        data-testid={`legal-${doc}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard can scroll the long text
        tabIndex={0}
        aria-label={t(`${doc}.title`)}
      >
        {keys.map((key, i) =>
          sections[key] ? (
            <LegalSectionView
              key={key}
              id={`${prefix}-${key}`}
              number={doc === 'terms' ? i + 1 : undefined}
              section={sections[key]}
            />
          ) : null,
        )}
      </article>
    </Modal>
  );
}

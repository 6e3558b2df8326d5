/** Spec §4: the terms are accepted before anything else (after the language inside Telegram). */
import { CircleUserRound, FileText, Lock, Moon, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, rpc } from '../../lib/api.js';
import { haptic, inTelegram } from '../../lib/telegram.js';
import { useMainButton } from '../../lib/use-bottom-buttons.js';
import { type LegalDoc, LegalModals } from '../../shared/legal/legal-modals.js';
import { Button } from '../../ui/button.js';
import { Icon } from '../../ui/icon.js';
import { OnboardingFrame } from './onboarding-frame.js';
import './terms-step.css';

const POINTS = [
  { key: 'entertainment', icon: Moon },
  { key: 'advice', icon: Scale },
  { key: 'age', icon: CircleUserRound },
  { key: 'data', icon: Lock },
] as const;

export default function TermsStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('onboarding');
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setSaving(true);
    setError(null);
    try {
      await call(rpc.user.terms.$post({ json: { accepted: true } }));
      haptic('success');
      onDone();
    } catch {
      setError(t('terms.error'));
      setSaving(false);
    }
  };

  useMainButton(t('terms.accept'), () => void accept(), { busy: saving });

  return (
    <OnboardingFrame
      step="terms"
      eyebrow={t('terms.eyebrow')}
      title={t('terms.title')}
      lead={t('terms.lead')}
    >
      <ul className="terms-step__points">
        {POINTS.map((point) => (
          <li key={point.key} className="terms-step__point">
            <span className="terms-step__icon">
              <Icon icon={point.icon} />
            </span>
            <span>{t(`terms.points.${point.key}`)}</span>
          </li>
        ))}
      </ul>
      <div className="terms-step__docs">
        <span className="terms-step__docs-label">{t('terms.documents')}</span>
        <button type="button" className="terms-step__doc" onClick={() => setLegal('terms')}>
          <Icon icon={FileText} />
          {t('terms.read_terms')}
        </button>
        <button type="button" className="terms-step__doc" onClick={() => setLegal('privacy')}>
          <Icon icon={FileText} />
          {t('terms.read_privacy')}
        </button>
      </div>
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
      {inTelegram() ? null : (
        <div className="onboarding__actions">
          <Button block busy={saving} onClick={accept}>
            {t('terms.accept')}
          </Button>
        </div>
      )}
      <LegalModals open={legal} onClose={() => setLegal(null)} />
    </OnboardingFrame>
  );
}

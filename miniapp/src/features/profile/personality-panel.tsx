/** The personality analysis: generated on request, read, regenerated (a few a day, each an AI call). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call, rpc } from '../../lib/api.js';
import { Button } from '../../ui/button.js';

type Analysis = Awaited<ReturnType<typeof fetchAnalysis>>;
const fetchAnalysis = () => call(rpc.user['personality-analysis'].$get());

export function PersonalityPanel() {
  const { t } = useTranslation('profile');
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (regenerate: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (regenerate) await call(rpc.user['personality-analysis'].$delete());
      setAnalysis(await fetchAnalysis());
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 429
          ? t('personality.limit')
          : e instanceof Error
            ? e.message
            : String(e),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="profile-personality" aria-live="polite">
      <h3>{t('personality.title')}</h3>
      {analysis ? (
        <div className="profile-personality__text" data-testid="personality-text">
          {analysis.analysis.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p className="muted">{t('personality.intro')}</p>
      )}
      {error ? (
        <div className="alert" role="alert">
          {error}
        </div>
      ) : null}
      <div className="profile-form__actions">
        <Button
          busy={busy}
          variant={analysis ? 'secondary' : 'primary'}
          onClick={() => void run(analysis !== null)}
        >
          {analysis ? t('personality.regenerate') : t('personality.generate')}
        </Button>
      </div>
      <p className="profile-block__hint">{t('personality.limit_hint')}</p>
    </div>
  );
}

/**
 * The full-screen frame every onboarding step shares: the step count and a heading, on the night sky in a
 * card; in Telegram full-bleed on the client's background, its parts as grouped sections (ADR 0086).
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inTelegram } from '../../lib/telegram.js';
import { Starfield } from '../../ui/starfield.js';
import './onboarding.css';

export type OnboardingStepName = 'language' | 'terms' | 'birth_date';

function position(step: OnboardingStepName) {
  const steps: OnboardingStepName[] = inTelegram()
    ? ['language', 'terms', 'birth_date']
    : ['terms', 'birth_date'];
  return { step: steps.indexOf(step) + 1, total: steps.length };
}

interface FrameProps {
  step: OnboardingStepName;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

export function OnboardingFrame({ step, eyebrow, title, lead, children, wide }: FrameProps) {
  const { t } = useTranslation('onboarding');
  const { step: current, total } = position(step);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step is a new screen: move focus to its heading so screen readers start there.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <main className="onboarding" id="main">
      {/* In Telegram the steps are full-bleed on the client's own background, as its pages are (ADR 0086). */}
      {inTelegram() ? null : <Starfield />}
      <div className={`onboarding__card${wide ? ' onboarding__card--wide' : ''}`}>
        <div className="onboarding__progress">
          <ol className="onboarding__dots" aria-hidden>
            {Array.from({ length: total }, (_, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: positions, never reordered
                key={i}
                className={`onboarding__dot${i + 1 === current ? ' onboarding__dot--current' : ''}${i + 1 < current ? ' onboarding__dot--done' : ''}`}
              />
            ))}
          </ol>
          <span className="onboarding__step">{t('step_label', { step: current, total })}</span>
        </div>
        <p className="onboarding__eyebrow">{eyebrow}</p>
        <h1 className="onboarding__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {lead ? <p className="onboarding__lead">{lead}</p> : null}
        {children}
      </div>
    </main>
  );
}

/** The two personal arcana, face up with their art, and the rule that found them (DESIGN §6). */
import { useTranslation } from 'react-i18next';
import { inTelegram } from '../../lib/telegram.js';
import { CardImage } from '../../ui/card-image.js';

interface ArcanaCard {
  number: number;
  card_id: string;
  name: string;
}

export interface PersonalArcana {
  first: ArcanaCard;
  second: ArcanaCard;
  rule: string;
}

export function ArcanaReveal({ arcana }: { arcana: PersonalArcana }) {
  const { t } = useTranslation('onboarding');
  const cards = [
    { card: arcana.first, label: t('birth_date.first') },
    { card: arcana.second, label: t('birth_date.second') },
  ];
  return (
    <>
      <ul className="arcana-reveal" data-testid="personal-arcana">
        {cards.map(({ card, label }, i) => (
          <li key={label} className="arcana-reveal__item" style={{ animationDelay: `${0.15 + i * 0.25}s` }}>
            <CardImage cardId={card.card_id} alt={card.name} size="l" className="arcana-reveal__card" />
            <span className="arcana-reveal__label">{label}</span>
            <strong className="arcana-reveal__name">{card.name}</strong>
            <span className="arcana-reveal__number">{t('birth_date.number', { number: card.number })}</span>
          </li>
        ))}
      </ul>
      {/* In Telegram the rule is the cards' section footer, as the client words its own explanations. */}
      {inTelegram() ? (
        <p className="arcana-reveal__footer">{arcana.rule}</p>
      ) : (
        <details className="arcana-reveal__rule" open>
          <summary>{t('birth_date.rule_title')}</summary>
          <p>{arcana.rule}</p>
        </details>
      )}
    </>
  );
}

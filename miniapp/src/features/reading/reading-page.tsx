/**
 * The reading (/reading): ask (or not), choose a spread, draw. The cards fall face down in the spread's
 * shape and turn one by one, each card's part of the interpretation following its turn. In a browser the
 * Draw button stays at the bottom of a phone's screen, as Telegram's MainButton does inside Telegram.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { confirmAction } from '../../lib/confirm.js';
import { toLocale } from '../../lib/locales.js';
import { useSession } from '../../lib/session-store.js';
import { haptic, inTelegram } from '../../lib/telegram.js';
import { useMainButton } from '../../lib/use-bottom-buttons.js';
import { useClosingConfirmation } from '../../lib/use-closing-confirmation.js';
import { useRevealMode } from '../../lib/use-reveal-mode.js';
import { useArcana, usePreferences } from '../../shared/preferences/preferences.js';
import { PurchaseSheet } from '../../shared/purchase/purchase-sheet.js';
import { refreshSpreads, useSpreads } from '../../shared/spread/deck.js';
import { usePathsSubject } from '../../shared/spread/paths-subject.js';
import { SupportAnswer } from '../../shared/support/support-answer.js';
import { Button } from '../../ui/button.js';
import { Switch } from '../../ui/switch.js';
import { HomeScreenOffer } from './home-screen/home-screen-offer.js';
import { DAILY_SPREAD, useHomeScreenOffer } from './home-screen/use-home-screen-offer.js';
import { OwnDeckSection } from './own-deck/own-deck-section.js';
import { ownCardsFor, useOwnDeck } from './own-deck/use-own-deck.js';
import { type PathNames, PathNamesFields } from './path-names-fields.js';
import { QuestionField } from './question-field.js';
import { ReadingView } from './reading-view.js';
import { SpreadPicker } from './spread-picker.js';
import { useReading } from './use-reading.js';
import './reading.css';

interface Options {
  confirm: boolean;
  hasArcana: boolean;
  useArcana: boolean;
}

const TWO_PATHS = 'decision';
const NO_PATH_NAMES: PathNames = { a: '', b: '' };

export default function ReadingPage() {
  const { t, i18n } = useTranslation('reading');
  const spreads = useSpreads(toLocale(i18n.language));
  const balance = useSession((s) => s.user?.token_balance ?? 0);
  const [spreadId, setSpreadId] = useState<string | null>(null);
  const [question, setQuestion] = useState('');
  const [pathNames, setPathNames] = useState<PathNames>(NO_PATH_NAMES);
  const prefs = usePreferences();
  const arcana = useArcana();
  // This reading's choice; the saved preference until the person flips it here.
  const [arcanaChoice, setArcanaChoice] = useState<boolean | null>(null);
  const options: Options = {
    confirm: prefs?.show_confirmation ?? true,
    hasArcana: arcana?.has_arcana ?? false,
    useArcana: arcanaChoice ?? prefs?.use_personal_arcana ?? false,
  };
  const session = useReading();
  const pathsSubject = usePathsSubject();
  const own = useOwnDeck();

  useEffect(() => {
    if (!spreadId && spreads?.length)
      setSpreadId(spreads.find((s) => s.free_today)?.id ?? spreads[0]?.id ?? null);
  }, [spreads, spreadId]);

  const spread = useMemo(() => spreads?.find((s) => s.id === spreadId) ?? null, [spreads, spreadId]);
  const cost = spread ? (spread.free_today ? 0 : spread.cost) : 0;
  // With the person's own cards, the reading waits until every position has one.
  const ownCards = own.on && spread ? ownCardsFor(spread, own.chosen) : null;
  const ready = spread !== null && (!own.on || ownCards !== null);
  const price = cost === 0 ? t('free') : t('common:tokens_count', { count: cost });
  const drawLabel = own.on ? t('own_deck.read', { cost: price }) : t('draw_cost', { cost: price });
  const retryLabel = t('retry_cost', { cost: price });

  const start = () => {
    if (!spread) return;
    void session.draw({
      spreadId: spread.id,
      question,
      usePersonalArcana: options.hasArcana ? options.useArcana : null,
      cards: ownCards ?? undefined,
      pathNames: spread.id === TWO_PATHS ? pathNames : undefined,
    });
  };
  // Spending tokens is asked first, unless the person turned the question off in the profile.
  const requestDraw = async () => {
    if (options.confirm && cost > 0 && spread) {
      const confirmed = await confirmAction({
        title: t('confirm.title'),
        message: t('confirm.body', {
          spread: spread.name,
          cost: t('common:tokens_count', { count: cost }),
          balance: t('common:tokens_count', { count: balance }),
        }),
        note: t('confirm.hint'),
        action: t('confirm.draw'),
        destructive: false,
      });
      if (!confirmed) return;
    }
    start();
  };
  const newReading = () => {
    session.reset();
    own.clear();
    setQuestion('');
    setPathNames(NO_PATH_NAMES);
    void refreshSpreads();
  };

  const drawing = session.reading !== null;
  const busy = session.phase === 'creating';
  const support = session.reading?.support ?? null;
  useClosingConfirmation(busy || session.phase === 'streaming');
  useRevealMode(drawing && !support);
  const homeScreen = useHomeScreenOffer(
    session.phase === 'complete' && !support && session.reading?.spread_id === DAILY_SPREAD,
  );
  // Telegram's MainButton is the page's one primary: it turns the next card while any lies face down,
  // then opens the full reading (a new reading after a failed one).
  const [, navigate] = useLocation();
  const cardCount = session.reading?.cards.length ?? 0;
  const turning = drawing && !support && session.phase !== 'failed' && session.revealed < cardCount;
  const done = drawing && !support && !turning && session.phase === 'complete';
  const readingId = session.reading?.id;
  useMainButton(
    drawing
      ? support
        ? t('ask_again')
        : turning
          ? t(cardCount === 1 ? 'turn_only' : session.revealed === 0 ? 'turn_first' : 'turn_next')
          : done
            ? t('open_details')
            : session.phase === 'failed'
              ? retryLabel
              : null
      : ready
        ? drawLabel
        : null,
    turning
      ? session.turnNext
      : done
        ? () => navigate(`/reading/${readingId}`)
        : drawing && session.phase !== 'failed'
          ? newReading
          : () => void requestDraw(),
    { busy },
  );

  // A care answer is the page itself: no spread name, no balance, the question not echoed in display type.
  // Drawn, the head stands over the reading, beside the spread on a wide screen (reading-view.tsx).
  const head = session.reading?.support ? null : (
    <header className="reading__head">
      <div>
        <h1>{drawing && spread ? spread.name : t('title')}</h1>
        {!drawing ? (
          <p className="muted">{t('subtitle')}</p>
        ) : session.reading?.question ? (
          <p className="reading__asked">“{session.reading.question}”</p>
        ) : (session.reading?.cards.length ?? 0) > 1 ? (
          <p className="muted">{pathsSubject(session.reading?.path_names) ?? t('no_question')}</p>
        ) : null}
      </div>
      {/* The balance is a quiet line under the title, not a box beside it (design review 5). */}
      <p className="reading__balance" aria-live="polite" data-testid="reading-balance">
        {t('tokens_left', { count: balance })}
      </p>
    </header>
  );

  return (
    <div className={`reading${drawing && !support ? ' page-wide' : ''}`}>
      {session.reading?.support ? (
        <SupportAnswer
          heading="h1"
          support={session.reading.support}
          actions={
            inTelegram() ? null : (
              <Button variant="secondary" onClick={newReading}>
                {t('ask_again')}
              </Button>
            )
          }
        />
      ) : drawing && session.reading && spread ? (
        <>
          <ReadingView
            head={head}
            spread={spread}
            reading={session.reading}
            text={session.text}
            marks={session.marks}
            phase={session.phase}
            revealed={session.revealed}
            onTurn={session.turnNext}
            error={session.error}
            onNew={newReading}
            retry={{ label: retryLabel, onRetry: () => void requestDraw() }}
            onSaved={(saved) => session.reading && session.setReading({ ...session.reading, saved })}
          />
          {homeScreen.offered ? (
            <HomeScreenOffer onAdd={homeScreen.add} onDismiss={homeScreen.dismiss} />
          ) : null}
        </>
      ) : (
        <>
          {head}
          <div className="reading__setup">
            <QuestionField value={question} onChange={setQuestion} />
            {spreads ? (
              <SpreadPicker
                spreads={spreads}
                selected={spreadId}
                onSelect={(id) => {
                  haptic('selection');
                  setSpreadId(id);
                }}
                extra={
                  spread?.id === TWO_PATHS ? (
                    <PathNamesFields value={pathNames} onChange={setPathNames} />
                  ) : null
                }
              />
            ) : (
              <div className="reading__loading" role="status">
                <span className="spinner" aria-hidden />
                <span className="visually-hidden">{t('common:loading')}</span>
              </div>
            )}
            {options.hasArcana ? (
              <Switch
                label={t('use_arcana')}
                description={t('use_arcana_hint')}
                checked={options.useArcana}
                onChange={setArcanaChoice}
              />
            ) : null}
            {spread ? <OwnDeckSection spread={spread} own={own} /> : null}
            {session.error ? (
              <div className="alert" role="alert">
                {session.error}
              </div>
            ) : null}
            <Link href="/learn" className="reading__learn">
              {t('learn_link')}
            </Link>
            {inTelegram() ? null : (
              <div className="reading__action">
                <Button
                  block
                  busy={busy}
                  disabled={!ready}
                  onClick={() => void requestDraw()}
                  className="reading__draw"
                >
                  {spread ? drawLabel : t('draw')}
                </Button>
              </div>
            )}
          </div>
        </>
      )}

      <PurchaseSheet
        open={session.insufficient}
        reason="insufficient"
        onClose={session.dismissInsufficient}
      />
    </div>
  );
}

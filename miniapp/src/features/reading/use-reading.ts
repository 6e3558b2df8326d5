/**
 * One reading from the press of Draw: POST /api/readings (402 → the packages), the cards turned one by
 * one (in sequence, or sooner with a tap) with a tap of haptics, and the interpretation streamed as it is
 * written, with the server's marks of which part is whose card (ADR 0041). A failed interpretation
 * is refunded by the server; the balance shown is read back from it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, call, type OkBody, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { currentLocale } from '../../lib/i18n.js';
import { haptic } from '../../lib/telegram.js';
import { balanceChanged, refreshBalance } from '../../shared/purchase/balance.js';
import { type SectionMark, streamReading } from '../../shared/reading-stream.js';
import type { OwnCard } from './own-deck/use-own-deck.js';

export type Reading = OkBody<Awaited<ReturnType<typeof rpc.readings.$post>>>['reading'];
export type Phase = 'idle' | 'creating' | 'streaming' | 'complete' | 'failed';

/** A card's pause before the next turns by itself: time to see it, not yet to read its part. */
export const REVEAL_INTERVAL_MS = 1200;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface DrawRequest {
  spreadId: string;
  question: string;
  usePersonalArcana: boolean | null;
  /** The person's own draw (own-deck/), read instead of cards drawn by the server. */
  cards?: OwnCard[];
  /** Two Paths: the person's names for the two paths, blank when not named (ADR 0072). */
  pathNames?: { a: string; b: string };
}

export function useReading() {
  const [reading, setReading] = useState<Reading | null>(null);
  const [text, setText] = useState('');
  const [marks, setMarks] = useState<SectionMark[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [revealed, setRevealed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [insufficient, setInsufficient] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  // Turn the cards one by one once they are on the table.
  useEffect(() => {
    if (!reading || revealed >= reading.cards.length) return;
    const timer = setTimeout(
      () => {
        haptic('light');
        // Capped: a tap on the turn control can land between this timer firing and its cleanup.
        setRevealed((n) => Math.min(n + 1, reading.cards.length));
      },
      revealed === 0 ? 500 : reducedMotion() ? 0 : REVEAL_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [reading, revealed]);

  const listen = useCallback((id: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase('streaming');
    void streamReading<Reading>(
      id,
      {
        onDelta: (delta, sections) => {
          setText((t) => t + delta);
          if (sections) setMarks(sections);
        },
        onDone: (done) => {
          setReading(done);
          setText(done.interpretation);
          setPhase('complete');
          haptic('success');
        },
        onError: (message, code) => {
          // The page says a failed reading in the person's language, with the tokens returned; the
          // server's own sentence for it would say the same again in English.
          setError(code === 'reading_failed' ? null : message);
          setPhase('failed');
          void refreshBalance().catch(() => undefined);
        },
      },
      controller.signal,
    );
  }, []);

  const draw = useCallback(
    async (request: DrawRequest) => {
      setPhase('creating');
      setError(null);
      setInsufficient(false);
      setText('');
      setMarks([]);
      setRevealed(0);
      try {
        const created = await call(
          rpc.readings.$post({
            json: {
              spread_id: request.spreadId,
              locale: currentLocale(),
              ...(request.question.trim() ? { question: request.question.trim() } : {}),
              ...(request.usePersonalArcana === null
                ? {}
                : { use_personal_arcana: request.usePersonalArcana }),
              ...(request.cards ? { cards: request.cards } : {}),
              ...(request.pathNames && (request.pathNames.a.trim() || request.pathNames.b.trim())
                ? { path_names: { a: request.pathNames.a.trim(), b: request.pathNames.b.trim() } }
                : {}),
            },
          }),
        );
        balanceChanged(created.token_balance);
        setReading(created.reading);
        // The safety layer answered instead of the cards: nothing to stream, nothing to turn.
        if (created.reading.status === 'declined') {
          setText(created.reading.interpretation);
          setPhase('complete');
        } else listen(created.reading.id);
      } catch (e) {
        setPhase('idle');
        if (e instanceof ApiError && e.code === 'insufficient_tokens') setInsufficient(true);
        else setError(errorMessage(e));
      }
    },
    [listen],
  );

  /** A tap on a face-down card turns the next one in order: the text is read in that order. */
  const turnNext = useCallback(() => {
    if (!reading || revealed >= reading.cards.length) return;
    haptic('light');
    setRevealed((n) => Math.min(n + 1, reading.cards.length));
  }, [reading, revealed]);

  const reset = useCallback(() => {
    abort.current?.abort();
    setReading(null);
    setText('');
    setMarks([]);
    setRevealed(0);
    setPhase('idle');
    setError(null);
  }, []);

  return {
    reading,
    setReading,
    text,
    marks,
    phase,
    revealed,
    turnNext,
    error,
    insufficient,
    dismissInsufficient: () => setInsufficient(false),
    draw,
    reset,
  };
}

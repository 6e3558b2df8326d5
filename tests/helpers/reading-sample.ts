/** A sample of offline readings across every spread and a spread of questions, for the quality measures. */

import { randomInt } from 'node:crypto';
import type { Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { randomReadingRequest } from './oracle-request.js';

/** Yes/no, open, this-or-that, feared-outcome, health and loss questions, and none. */
export const SAMPLE_QUESTIONS: Record<Locale, (string | null)[]> = {
  en: [
    'Does he love me?',
    'Will I get the job I interviewed for?',
    'How can I repair things with my brother?',
    'Should I move to Lisbon or stay in Berlin?',
    'Will I lose my savings?',
    'What do I need to know about my health right now?',
    'How do I live with the grief since my mother died?',
    'What is my purpose?',
    'Should I start my own business?',
    null,
  ],
  ru: [
    'Любит ли он меня?',
    'Возьмут ли меня на работу после собеседования?',
    'Как мне помириться с братом?',
    'Переехать в Лиссабон или остаться в Берлине?',
    'Потеряю ли я свои сбережения?',
    'Что мне нужно знать о своём здоровье сейчас?',
    'Как жить с горем после смерти мамы?',
    'В чём моё предназначение?',
    'Стоит ли мне открыть своё дело?',
    null,
  ],
  de: [
    'Liebt er mich?',
    'Bekomme ich die Stelle nach dem Vorstellungsgespräch?',
    'Wie kann ich mich mit meinem Bruder versöhnen?',
    'Soll ich nach Lissabon ziehen oder in Berlin bleiben?',
    'Werde ich meine Ersparnisse verlieren?',
    'Was muss ich gerade über meine Gesundheit wissen?',
    'Wie lebe ich mit der Trauer, seit meine Mutter gestorben ist?',
    'Was ist meine Berufung?',
    'Soll ich mich selbstständig machen und eine eigene Firma gründen?',
    null,
  ],
  es: [
    '¿Me ama?',
    '¿Conseguiré el trabajo de la entrevista?',
    '¿Cómo puedo arreglar las cosas con mi hermano?',
    '¿Me mudo a Lisboa o me quedo en Berlín?',
    '¿Voy a perder mis ahorros?',
    '¿Qué necesito saber sobre mi salud ahora?',
    '¿Cómo vivo el duelo desde que murió mi madre?',
    '¿Cuál es mi propósito?',
    '¿Debería montar mi propio negocio?',
    null,
  ],
  zh: [
    '他爱我吗？',
    '面试之后我能得到这份工作吗？',
    '我怎样才能和哥哥和好？',
    '我应该搬到里斯本还是留在柏林？',
    '我会失去我的存款吗？',
    '关于我的健康，现在需要知道什么？',
    '母亲去世后，我该如何面对悲伤？',
    '我的人生意义是什么？',
    '我应该自己创业吗？',
    null,
  ],
};

export interface SampleReading {
  spreadId: string;
  question: string | null;
  paragraphs: string[];
}

/**
 * `count` readings cycling through every spread and every sample question; cards and phrasing drawn
 * from `random` (crypto's by default; a seeded one gives the same sample on every run).
 */
export function sampleReadings(
  locale: Locale,
  count: number,
  random: (n: number) => number = randomInt,
): SampleReading[] {
  const questions = SAMPLE_QUESTIONS[locale];
  return Array.from({ length: count }, (_, i) => {
    const spread = SPREADS[i % SPREADS.length];
    const question = questions[i % questions.length] ?? null;
    if (!spread) throw new Error('no spreads');
    const paragraphs = composeReading(randomReadingRequest(locale, spread.id, question, true, random), {
      random,
    });
    return { spreadId: spread.id, question, paragraphs };
  });
}

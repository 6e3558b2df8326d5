/**
 * A card's block never says "beneath" twice in a row (ab11, P19 and P27: "Debajo del asunto se encuentra el
 * Seis de Bastos. Bajo el asunto hay…"): a line that opens on what lies beneath follows the plain frame.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { sampleReadings } from '../helpers/reading-sample.js';
import { seededRandom } from '../helpers/seeded-random.js';

/** The words a frame or a line opens with when it speaks of what lies beneath. */
const DEEP: Record<Locale, RegExp> = {
  en: /^(beneath|underneath|below|under |feeding it all|at the root|at the base|the base of)/iu,
  ru: /^(под |в основании|в самом основании|в корне|в основе)/iu,
  es: /^(bajo |debajo|en la raíz|en la base|en el fondo)/iu,
  de: /^(unter |darunter|an der wurzel|ganz an der wurzel|als grundlage|im grunde|tief unten)/iu,
  zh: /^(在.{0,4}(底|根)|底层|根部|深处|这件事的底层)/u,
};

const sentences = (paragraph: string, locale: Locale) =>
  locale === 'zh' ? paragraph.split(/(?<=[。！？])/u) : paragraph.split(/(?<=[.!?])\s+/u);

describe.each(LOCALES)('a card’s block in %s', (locale) => {
  it('does not open twice on what lies beneath', () => {
    // Chinese has few lines that open on what lies beneath: it reads more readings to meet them.
    const readings = sampleReadings(locale, locale === 'zh' ? 780 : 260, seededRandom(11));
    const blocks = readings.flatMap((r) => r.paragraphs).map((p) => sentences(p, locale));
    // The foundation is drawn often enough for its lines to come up many times (Chinese has few of them).
    expect(blocks.filter(([, line = '']) => DEEP[locale].test(line)).length).toBeGreaterThan(
      locale === 'zh' ? 2 : 10,
    );
    expect(
      blocks.filter(([frame = '', line = '']) => DEEP[locale].test(frame) && DEEP[locale].test(line)),
    ).toEqual([]);
  });
});

/**
 * Names slotted into inflected languages (issue 21 §3, ADR 0048): every sentence template of the
 * offline reader, rendered with every card name and every spread name in every language, goes through
 * a check for the known bad patterns. A card or spread name stands where its own form is right: as the
 * subject, after a colon or a dash, or after a word that carries the case for it ("карта «…»",
 * "die Karte „…“", "la carta …"); never straight after a preposition that would need another case.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { cardTexts, localeJson, spreadTexts } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { sampleReadings } from '../helpers/reading-sample.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Phrases = Record<string, unknown>;

/** Placeholders that take a card's name: the card, the personal arcana, the arc's positions. */
const CARD_SLOTS = new Set([
  'card',
  'first',
  'second',
  'against',
  'last',
  'cards',
  'past',
  'present',
  'future',
  'situation',
  'obstacle',
  'advice',
  'you',
  'partner',
  'connection',
  'challenge',
  'potential',
  'current',
  'outcome',
  'action',
  'strengths',
  'foundation',
  'crown',
  'hopes_fears',
]);

/** How each language sets a name inside a sentence (oracle.json name_plain). */
const QUOTED: Record<Locale, (name: string) => string> = {
  en: (n) => n,
  ru: (n) => `«${n}»`,
  de: (n) => `„${n}“`,
  es: (n) => n,
  zh: (n) => `“${n}”`,
};

/** The patterns a reviewer found, and their kin: what must never come out of a template. */
const BAD: Record<Locale, { pattern: RegExp; why: string }[]> = {
  en: [
    { pattern: /\bthe The\b/, why: 'an article before a name that has one' },
    { pattern: /\bHold ⟦kw⟧ up against\b/, why: 'a bare keyword as an object ("Hold turning point up…")' },
    { pattern: /\b(Bring|Carry|Give) ⟦kw⟧\b/, why: 'a bare keyword as an object' },
  ],
  ru: [
    {
      pattern:
        /(^|[\s(])(с|со|о|об|обо|в|во|на|к|ко|от|для|из|у|без|под|над|перед|через|про|по|при|за|между|до|после) «⟦name⟧/iu,
      why: 'a name in the nominative straight after a preposition',
    },
    { pattern: /аркан(ы|ов|ам|ами), «⟦name⟧/u, why: 'a name as an apposition that needs another case' },
    { pattern: /расклад[а-я]* «(Расклад|⟦spread⟧)/iu, why: '«расклад «Расклад на отношения»»' },
    { pattern: /тем[а-я]* «/u, why: '«тема «…»»: a keyword wrapped in a “theme”' },
  ],
  de: [
    {
      pattern:
        /(?<!\p{L})(mit|von|vom|zu|zur|zum|bis|über|neben|auf|aus|bei|nach|seit|für|durch|gegen|ohne|um|an|unter|vor|hinter|zwischen) „⟦name⟧/iu,
      why: 'a name with its nominative article straight after a preposition ("Mit „Der Gehängte“")',
    },
    { pattern: /\b(Lies|Lass|Behalte) „⟦name⟧/u, why: 'a name with its nominative article as an object' },
    { pattern: /Arkana, „⟦name⟧/u, why: 'a name as an apposition that needs another case' },
    { pattern: /Legung „⟦spread⟧/u, why: '"Legung „Beziehungslegung“"' },
  ],
  es: [
    { pattern: /(^|[^\p{L}])(de|a) El /u, why: '"de El …" or "a El …" where Spanish contracts the article' },
    { pattern: /tirada «⟦spread⟧/u, why: '"tirada «Tirada de la relación»"' },
  ],
  zh: [{ pattern: /⟦spread⟧”牌阵/u, why: '“关系牌阵”牌阵' }],
};

/** The same mistakes as they read once real names are in: a name's own capital or article shows. */
const RENDERED_BAD: Record<Locale, { pattern: RegExp; why: string }[]> = {
  en: [{ pattern: /\bthe The\b/, why: 'an article before a name that has one' }],
  ru: [
    {
      pattern:
        /(^|[\s(])(с|со|о|об|обо|в|во|на|к|ко|от|для|из|у|без|под|над|перед|через|про|по|при|за|между|до|после) «[А-ЯЁ]/u,
      why: 'a name in the nominative straight after a preposition',
    },
    { pattern: /расклад[а-я]* «Расклад/iu, why: 'the spread named twice' },
  ],
  de: [
    {
      pattern:
        /(?<!\p{L})(mit|von|vom|zu|zur|zum|bis|über|neben|auf|aus|bei|nach|seit|für|durch|gegen|ohne|um|an|unter|vor|hinter|zwischen) „(Der|Die|Das)\b/iu,
      why: 'a nominative article straight after a preposition',
    },
    { pattern: /Legung „\p{L}*legung/iu, why: 'the spread named twice' },
  ],
  es: [{ pattern: /(^|[^\p{L}])(de|a) El /u, why: '"de El …" or "a El …"' }],
  zh: [{ pattern: /牌阵”牌阵/u, why: 'the spread named twice' }],
};

/** Every template of the reader: the oracle phrases (arrays of variants, and single lines). */
function templates(locale: Locale): [string, string][] {
  const data = localeJson<Phrases>(locale, 'oracle');
  return Object.entries(data).flatMap(([key, value]) =>
    Array.isArray(value)
      ? value.map((v, i): [string, string] => [`${key}[${i}]`, String(v)])
      : typeof value === 'string'
        ? [[key, value] as [string, string]]
        : [],
  );
}

/** The template with card names, the spread name and keywords marked, so the patterns can find them. */
function marked(template: string, locale: Locale): string {
  return template
    .replace(/\{\{(\w+)\}\}/g, (_, slot: string) =>
      CARD_SLOTS.has(slot)
        ? QUOTED[locale]('⟦name⟧')
        : slot === 'spread'
          ? '⟦spread⟧'
          : /^(kw\d?|other|keyword|\w+_kw)$/.test(slot)
            ? '⟦kw⟧'
            : 'X',
    )
    .replace(/\{\{|\}\}/g, '');
}

describe.each(LOCALES)('the %s reader’s templates', (locale) => {
  const all = templates(locale);
  const names = Object.values(cardTexts(locale)).map((c) => c.name);
  const spreads = Object.values(spreadTexts(locale)).map((s) => s.name);

  it('has templates to check', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(names).toHaveLength(78);
  });

  it('put no card or spread name, and no keyword, where the known bad patterns appear', () => {
    const found: string[] = [];
    for (const [key, template] of all) {
      const shape = marked(template, locale);
      for (const { pattern, why } of BAD[locale])
        if (pattern.test(shape)) found.push(`${key}: ${why}: ${template}`);
    }
    expect(found).toEqual([]);
  });

  it('read right with every card name and every spread name', () => {
    const found = new Set<string>();
    const [someName = '', someSpread = ''] = [names[0], spreads[0]];
    const renders = (shape: string) => [
      ...names.map((name) => shape.replaceAll('⟦name⟧', name).replaceAll('⟦spread⟧', someSpread)),
      ...spreads.map((spread) => shape.replaceAll('⟦name⟧', someName).replaceAll('⟦spread⟧', spread)),
    ];
    for (const [key, template] of all) {
      if (!template.includes('{{')) continue;
      for (const text of renders(marked(template, locale).replaceAll('⟦kw⟧', 'x')))
        for (const { pattern, why } of RENDERED_BAD[locale])
          if (pattern.test(text)) found.add(`${key}: ${why}: ${text.slice(0, 160)}`);
    }
    expect([...found]).toEqual([]);
  });
});

describe('the one Russian card with a plural name', () => {
  it('is called a card wherever a singular verb may follow it', () => {
    for (let seed = 1; seed <= 12; seed++)
      for (const at of [0, 1, 2]) {
        const cards: [string, boolean][] = [
          ['cups-02', false],
          ['wands-03', seed % 2 === 0],
          ['swords-06', false],
        ];
        cards[at] = ['major-06', seed % 3 === 0];
        const req = readingRequestFor('ru', 'three-cards', cards, {
          question: 'Выйду ли я замуж в этом году?',
        });
        const block = composeReading(req, { random: seededRandom(seed) })[1 + at] ?? '';
        expect(block).toMatch(/(^|[^\p{L}])[Кк]арта «Влюблённые»/u);
        expect(block).not.toMatch(/\p{L}+(ет|ит|ёт) «Влюблённые»/u);
      }
  });
});

describe('a Spanish major inside a sentence', () => {
  it('takes a small article, as a minor does, and a capital only where a sentence starts', () => {
    const text = composeReading(
      readingRequestFor(
        'es',
        'three-cards',
        [
          ['major-13', false],
          ['major-06', false],
          ['major-00', false],
        ],
        { question: '¿Aprobaré el examen de conducir la semana que viene?' },
      ),
      { random: seededRandom(2) },
    ).join('\n');
    expect(text).toMatch(/la Muerte|el Loco|los Enamorados/);
    expect(text).not.toMatch(/\p{Ll}[,:;]? (La Muerte|El Loco|Los Enamorados)/u);
  });
});

/** A German card's article: a Major's own, a Minor's by its rank (das As, der König, die Königin, die Zehn). */
const articleOf = (name: string) => {
  const own = /^(Der|Die|Das) /u.exec(name)?.[1];
  if (own) return own.toLowerCase();
  if (name.startsWith('As ')) return 'das';
  return /^(Bube|Ritter|König) /u.test(name) ? 'der' : 'die';
};

describe('a German card inside a sentence', () => {
  const names = Object.values(cardTexts('de')).map((c) => c.name.replace(/^(Der|Die|Das) /u, ''));
  const name = `(?:der|die|das) (?:umgekehrte )?(?:${names.join('|')}|Karte der Liebenden)(?!\\p{L})`;

  it('is said with its article, unquoted, reversed as an adjective, the Lovers as a card', () => {
    const text = composeReading(
      readingRequestFor(
        'de',
        'three-cards',
        [
          ['major-06', false],
          ['cups-01', true],
          ['swords-12', false],
        ],
        { question: 'Wird meine Beziehung mit Jonas halten?' },
      ),
      { random: seededRandom(1) },
    ).join('\n');
    expect(text).toMatch(/(^|[^\p{L}])(die|Die) Karte der Liebenden/u);
    expect(text).toMatch(/(^|[^\p{L}])(das|Das) umgekehrte As der Kelche/u);
    expect(text).toMatch(/(^|[^\p{L}])(der|Der) Ritter der Schwerter/u);
    expect(text).not.toMatch(/„(Die Liebenden|As der Kelche|Ritter der Schwerter)“/u);
    // A sentence opens on a capital, and a name inside one keeps its small article.
    expect(text).not.toMatch(/(^|[.!?]\s+)(der|die|das) /mu);
  });

  it('is said so in the classic pairs too', () => {
    const { pairs } = localeJson<{ pairs: Record<string, string> }>('de', 'card-pairs');
    const notes = Object.values(pairs);
    expect(notes.filter((note) => /„(Der|Die|Das) /u.test(note))).toEqual([]);
    expect(
      notes.filter((note) => /^(Der|Die|Das) \p{L}+ und (der|die|das) /u.test(note)).length,
    ).toBeGreaterThan(20);
  });

  it('never stands after a preposition that would need another case', () => {
    // A name slotted as it stands, in the nominative: "mit der König", "mit die Zehn", "durch der Turm".
    // "neben der Zehn" is the right dative of a feminine name, and "durch die Zehn" its accusative.
    const of = (article: string) => {
      const some = Object.values(cardTexts('de'))
        .map((c) => c.name)
        .filter((n) => articleOf(n) === article)
        .map((n) => n.replace(/^(Der|Die|Das) /u, ''));
      return `${article} (?:umgekehrte )?(?:${some.join('|')})(?!\\p{L})`;
    };
    const after = new RegExp(
      `(?<!\\p{L})(?:(?:mit|von|vom|zu|zur|zum|bei|nach|aus|seit|neben) (?:${of('der')}|${of('die')}|${of('das')})|(?:durch|gegen|ohne|um) ${of('der')})`,
      'iu',
    );
    const sample = sampleReadings('de', 160, seededRandom(5));
    const texts = sample.map((r) => r.paragraphs.join('\n'));
    expect(texts.filter((text) => new RegExp(name, 'u').test(text)).length).toBeGreaterThan(150);
    expect(texts.filter((text) => after.test(text))).toEqual([]);
  });
});

describe('a Russian card inside a sentence', () => {
  const names = Object.values(cardTexts('ru'))
    .map((c) => c.name)
    .filter((n) => n !== 'Влюблённые');
  const name = `(?:перевёрнут\\p{L}* )?(?:${names.join('|')})(?!\\p{L})`;

  it('is said bare, reversed with an agreeing adjective, in quotation marks only after «карта»', () => {
    const text = composeReading(
      readingRequestFor(
        'ru',
        'three-cards',
        [
          ['major-16', true],
          ['cups-12', true],
          ['major-19', true],
        ],
        { question: 'Выйду ли я замуж в этом году?' },
      ),
      { random: seededRandom(1) },
    ).join('\n');
    expect(text).toMatch(/(^|[^\p{L}«])[Пп]еревёрнутая Башня/u);
    expect(text).toMatch(/(^|[^\p{L}«])[Пп]еревёрнутый Рыцарь Кубков/u);
    expect(text).toMatch(/(^|[^\p{L}«])[Пп]еревёрнутое Солнце/u);
    expect(text).not.toMatch(/«(Башня|Рыцарь Кубков|Солнце)»/u);
  });

  it('never stands after a preposition, and keeps its quotation marks after «карта»', () => {
    const after = new RegExp(
      `(?<!\\p{L})(с|со|о|об|в|во|на|к|от|для|из|у|без|под|над|перед|через|про|по|при|за|между|до|после) ${name}`,
      'u',
    );
    const texts = sampleReadings('ru', 160, seededRandom(5)).map((r) => r.paragraphs.join('\n'));
    expect(texts.filter((text) => new RegExp(name, 'u').test(text)).length).toBeGreaterThan(150);
    expect(texts.filter((text) => after.test(text))).toEqual([]);
    expect(texts.filter((text) => new RegExp(`карт\\p{L}* ${name}`, 'u').test(text))).toEqual([]);
  });
});

describe('a reversed Spanish card', () => {
  it('is "invertido" after its name, agreeing with its article, never "(al revés)"', () => {
    const text = composeReading(
      readingRequestFor(
        'es',
        'three-cards',
        [
          ['major-16', true],
          ['major-06', true],
          ['major-19', true],
        ],
        { question: '¿Aprobaré el examen de conducir la semana que viene?' },
      ),
      { random: seededRandom(3) },
    ).join('\n');
    expect(text).toMatch(/[Ll]a Torre invertida/u);
    expect(text).toMatch(/[Ll]os Enamorados invertidos/u);
    expect(text).toMatch(/[Ee]l Sol invertido/u);
    expect(text).not.toMatch(/al revés/u);
    expect(text).not.toMatch(/Los Enamorados invertidos,? (aparece|está|es|muestra) /u);
  });
});

describe('a Spanish slot that starts on the article "el"', () => {
  it('is contracted after "de" and "a" ("del trato", never "de el trato")', () => {
    const texts = sampleReadings('es', 400, seededRandom(13)).map((r) => r.paragraphs.join('\n'));
    expect(texts.filter((text) => /(?<!\p{L})(de|a) el(?!\p{L})/iu.test(text))).toEqual([]);
  });
});

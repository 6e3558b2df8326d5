import { describe, expect, it } from 'vitest';
import type { CardDto } from '../../core/tarot/card-texts.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { cardTexts, spreadTexts } from '../helpers/locale-files.js';
import { signUp } from '../helpers/sign-up.js';

interface SpreadDto {
  id: string;
  name: string;
  description: string;
  positions: { key: string; name: string; explanation: string }[];
  cost: number;
  level: 'beginner' | 'intermediate' | 'deep';
  free_daily: boolean;
}

/** A Russian-speaking user as sign-up makes one, and an access token for them. */
async function russianUser(t: TestApp) {
  return (await signUp(t, { locale: 'ru' })).token;
}

const ruCards = cardTexts('ru');
const ruSpreads = spreadTexts('ru');

describe('GET /api/tarot/spreads', () => {
  it('lists every spread with its positions, cost and the free daily flag, in English by default', async () => {
    const { call } = makeApp();
    const res = await call('GET', '/api/tarot/spreads');
    expect(res.status).toBe(200);
    const spreads = (await res.json()) as SpreadDto[];
    expect(spreads.map((s) => s.id)).toContain('celtic-cross');
    const three = spreads.find((s) => s.id === 'three-cards');
    expect(three).toEqual({
      id: 'three-cards',
      name: 'Past, Present, Future',
      description: expect.any(String),
      positions: [
        {
          key: 'past',
          name: 'Past',
          label: 'Past',
          explanation:
            'What has shaped the situation and still echoes in it. It explains where you are coming from, not what you must repeat.',
        },
        {
          key: 'present',
          name: 'Present',
          label: 'Present',
          explanation:
            'Where things stand now, and what is most alive. It is the ground on which any change begins.',
        },
        {
          key: 'future',
          name: 'Future',
          label: 'Future',
          explanation:
            'Where things are heading if nothing changes: a tendency, not a fate. What you do with the present can still shift it.',
        },
      ],
      cost: 2,
      level: 'beginner',
      free_daily: false,
      free_today: false,
    });
    expect(spreads.find((s) => s.id === 'daily')?.free_daily).toBe(true);
    // A position has a short label to sit under its card (ADR 0064); the crown's aim is in its hint.
    const crown = spreads.find((s) => s.id === 'celtic-cross')?.positions.find((p) => p.key === 'crown');
    expect(crown).toMatchObject({ name: 'The crown', label: 'Crown' });
  });

  it('answers in Russian for ?locale=ru', async () => {
    const { call } = makeApp();
    const spreads = (await (await call('GET', '/api/tarot/spreads?locale=ru')).json()) as SpreadDto[];
    const celtic = spreads.find((s) => s.id === 'celtic-cross');
    expect(celtic?.name).toBe(ruSpreads['celtic-cross']?.name);
    expect(celtic?.positions[0]?.name).toBe(ruSpreads['celtic-cross']?.positions.present);
  });

  it("answers in a signed-in user's language without a query, and the query still wins", async () => {
    const t = makeApp();
    const access_token = await russianUser(t);
    const spreads = (await (
      await t.call('GET', '/api/tarot/spreads', undefined, access_token)
    ).json()) as SpreadDto[];
    expect(spreads.find((s) => s.id === 'daily')?.name).toBe(ruSpreads.daily?.name);
    const de = (await (
      await t.call('GET', '/api/tarot/spreads?locale=de', undefined, access_token)
    ).json()) as SpreadDto[];
    expect(de.find((s) => s.id === 'daily')?.name).not.toBe(ruSpreads.daily?.name);
  });

  it('follows Accept-Language for a visitor and falls back to English for an unknown one', async () => {
    const { call } = makeApp();
    const ru = (await (
      await call('GET', '/api/tarot/spreads', undefined, undefined, { 'accept-language': 'ru-RU,ru;q=0.9' })
    ).json()) as SpreadDto[];
    expect(ru[0]?.name).toBe(ruSpreads.daily?.name);
    const fr = (await (
      await call('GET', '/api/tarot/spreads?locale=fr', undefined, undefined, { 'accept-language': 'fr-FR' })
    ).json()) as SpreadDto[];
    expect(fr[0]?.name).toBe('Card of the Day');
  });
});

describe('GET /api/tarot/cards', () => {
  it('lists all 78 cards with the fields of DESIGN §6a', async () => {
    const { call } = makeApp();
    const res = await call('GET', '/api/tarot/cards');
    expect(res.status).toBe(200);
    const cards = (await res.json()) as CardDto[];
    expect(cards).toHaveLength(78);
    expect(cards[0]).toEqual({
      id: 'major-00',
      arcana: 'major',
      suit: null,
      number: 0,
      name: 'The Fool',
      keywords_upright: expect.any(Array),
      keywords_reversed: expect.any(Array),
      meaning_upright: expect.any(String),
      meaning_reversed: expect.any(String),
      image_description: expect.stringMatching(/dog/i),
      symbols: expect.any(String),
      love: { upright: expect.any(String), reversed: expect.any(String) },
      work: { upright: expect.any(String), reversed: expect.any(String) },
      wellbeing: { upright: expect.any(String), reversed: expect.any(String) },
      advice: { upright: expect.any(String), reversed: expect.any(String) },
      numbering_note: null,
      yes_no: { upright: 'yes', reversed: 'no' },
      element: 'air',
      astrology: 'Uranus',
      correspondences: {
        dates: null,
        signs: [],
        hebrew: { letter: 'א', name: 'Aleph', meaning: 'ox', path: 11 },
        numerology: null,
      },
      image_url: '/api/tarot/cards/major-00/image.svg',
    });
    expect(cards.find((c) => c.id === 'pentacles-13')).toMatchObject({
      arcana: 'minor',
      suit: 'pentacles',
      number: 13,
    });
  });

  it('tells where Justice and Strength are numbered otherwise in the Rider–Waite–Smith deck, and only there', async () => {
    const { call } = makeApp();
    for (const locale of ['en', 'ru', 'de', 'es', 'zh']) {
      const cards = (await (await call('GET', `/api/tarot/cards?locale=${locale}`)).json()) as CardDto[];
      const noted = cards.filter((c) => c.numbering_note !== null);
      expect(noted.map((c) => [c.id, c.number])).toEqual([
        ['major-08', 8],
        ['major-11', 11],
      ]);
      expect(noted[0]?.numbering_note).toContain('XI');
      expect(noted[1]?.numbering_note).toContain('VIII');
    }
  });

  it("gives every card its correspondences in five languages: the Sun's dates, the Hebrew letter and path, the pip's number", async () => {
    const { call } = makeApp();
    for (const locale of ['en', 'ru', 'de', 'es', 'zh']) {
      const cards = (await (await call('GET', `/api/tarot/cards?locale=${locale}`)).json()) as CardDto[];
      const majors = cards.filter((c) => c.arcana === 'major');
      // One letter per major, the 22 paths 11–32 each once.
      expect(majors.map((c) => c.correspondences.hebrew?.path).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: 22 }, (_, i) => i + 11),
      );
      for (const card of cards) {
        const { dates, signs, hebrew, numerology } = card.correspondences;
        const court = card.arcana === 'minor' && card.number >= 12;
        const pip = card.arcana === 'minor' && card.number >= 2 && card.number <= 10;
        expect(!!hebrew?.name && !!hebrew.meaning && !!hebrew.letter, `${locale} ${card.id} hebrew`).toBe(
          card.arcana === 'major',
        );
        expect(!!numerology, `${locale} ${card.id} numerology`).toBe(
          card.arcana === 'minor' && card.number <= 10,
        );
        if (court) expect(signs, `${locale} ${card.id}`).toHaveLength(2);
        if (pip) expect(signs, `${locale} ${card.id}`).toHaveLength(1);
        if (court || pip) expect(dates, `${locale} ${card.id}`).toMatch(/.+ – .+/);
        if (card.arcana === 'minor' && (card.number === 1 || card.number === 11)) expect(dates).toBeNull();
      }
    }
    const en = (await (await call('GET', '/api/tarot/cards?locale=en')).json()) as CardDto[];
    const of = (id: string) => en.find((c) => c.id === id)?.correspondences;
    expect(of('wands-02')).toMatchObject({ dates: 'March 21 – March 30', signs: ['Aries'] });
    expect(of('wands-04')?.dates).toBe('April 10 – April 19');
    expect(of('wands-14')).toMatchObject({
      dates: 'November 12 – December 11',
      signs: ['Scorpio', 'Sagittarius'],
    });
    expect(of('major-04')).toMatchObject({ dates: 'March 21 – April 19', hebrew: { letter: 'ה', path: 15 } });
    // This deck numbers Justice VIII and Strength XI: the letters follow the cards, not the numbers.
    expect(of('major-08')?.hebrew).toEqual({ letter: 'ל', name: 'Lamed', meaning: 'ox-goad', path: 22 });
    expect(of('major-11')?.hebrew).toMatchObject({ letter: 'ט', name: 'Teth', path: 19 });
    expect(of('cups-05')?.numerology).toMatch(/^Five: /);
    const ru = (await (await call('GET', '/api/tarot/cards?locale=ru')).json()) as CardDto[];
    expect(ru.find((c) => c.id === 'wands-02')?.correspondences.dates).toBe('21 марта – 30 марта');
  });

  it('gives Russian names for ?locale=ru and for a signed-in Russian user', async () => {
    const t = makeApp();
    const byQuery = (await (await t.call('GET', '/api/tarot/cards?locale=ru')).json()) as CardDto[];
    for (const card of byQuery) expect(card.name, card.id).toBe(ruCards[card.id]?.name);
    const access_token = await russianUser(t);
    const byUser = (await (
      await t.call('GET', '/api/tarot/cards', undefined, access_token)
    ).json()) as CardDto[];
    expect(byUser.map((c) => c.name)).toEqual(byQuery.map((c) => c.name));
  });

  it('serves an SVG face at every image_url', async () => {
    const { call } = makeApp();
    const cards = (await (await call('GET', '/api/tarot/cards')).json()) as CardDto[];
    const faces = new Set<string>();
    for (const card of cards) {
      const res = await call('GET', card.image_url);
      expect(res.status, card.id).toBe(200);
      expect(res.headers.get('content-type'), card.id).toMatch(/^image\/svg\+xml/);
      const svg = await res.text();
      expect(svg, card.id).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
      faces.add(svg);
    }
    expect(faces.size).toBe(78);
  });

  it('writes the name on each face in the language of its image_url, and English by default', async () => {
    const { call } = makeApp();
    for (const locale of ['ru', 'de', 'es', 'zh'] as const) {
      const cards = (await (await call('GET', `/api/tarot/cards?locale=${locale}`)).json()) as CardDto[];
      const fool = cards.find((c) => c.id === 'major-00');
      expect(fool?.image_url).toBe(`/api/tarot/cards/major-00/image.svg?locale=${locale}`);
      const svg = await (await call('GET', fool?.image_url ?? '')).text();
      expect(svg, locale).toContain(`>${fool?.name}</title>`);
    }
    const english = await (await call('GET', '/api/tarot/cards/major-00/image.svg?locale=xx')).text();
    expect(english).toContain('>The Fool</title>');
  });

  it('serves the card back as an SVG', async () => {
    const { call } = makeApp();
    const res = await call('GET', '/api/tarot/card-back.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers 404 for an unknown card id', async () => {
    const { call } = makeApp();
    for (const id of ['major-22', 'wands-15', 'nothing']) {
      const res = await call('GET', `/api/tarot/cards/${id}/image.svg`);
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { detail: { code: string } }).detail.code).toBe('not_found');
    }
  });
});

describe('card artwork headers', () => {
  const STRICT_CSP = "default-src 'none'; style-src 'unsafe-inline'";

  it('keeps the strict CSP of the SVG responses, and the app CSP everywhere else', async () => {
    const { call } = makeApp();
    for (const url of ['/api/tarot/cards/major-00/image.svg', '/api/tarot/card-back.svg']) {
      const res = await call('GET', url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-security-policy'), url).toBe(STRICT_CSP);
      // The other app-wide security headers are still there.
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('strict-transport-security'), url).toMatch(/max-age=/);
    }
    const json = await call('GET', '/api/tarot/cards');
    expect(json.headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' https:\/\/web\.telegram\.org/,
    );
  });
});

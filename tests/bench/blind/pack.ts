/**
 * Builds the blind comparison of issue 21 (ADR 0083) in test-artifacts/blind/: `sheet.md`, the twenty
 * draws as a reader sees them (language, spread, question, each position and its card), which is what the
 * AI readings in ai/NN.md were written from; `offline/NN.md`, the offline reader's readings of the same
 * draws; and `pack/R01.md`…`R40.md`, both sets shuffled with the seed given, each with its draw, plus
 * `key.json`, which the rater never sees. `npx tsx tests/bench/blind/pack.ts [seed] [set]`: set 1 (the
 * default) is `draws.ts` with `ai/` into test-artifacts/blind/, set 2 the held-out `draws-2.ts` with `ai-2/`
 * into test-artifacts/blind-2/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../../core/locales.js';
import type { ReadingRequest } from '../../../core/oracle/oracle.js';
import { composeReading } from '../../../core/oracle/reader/compose-reading.js';
import { oracleCards } from '../../../core/readings/oracle-request.js';
import { classifyQuestion } from '../../../core/safety/classify.js';
import { readingPositionNames } from '../../../core/tarot/position-names.js';
import { findSpread, spreadText } from '../../../core/tarot/spreads.js';
import { seededRandom } from '../../helpers/seeded-random.js';
import { BLIND_DRAWS, type BlindDraw } from './draws.js';
import { BLIND_DRAWS_2 } from './draws-2.js';

const SETS: Record<string, { draws: BlindDraw[]; suffix: string }> = {
  '1': { draws: BLIND_DRAWS, suffix: '' },
  '2': { draws: BLIND_DRAWS_2, suffix: '-2' },
};
const seed = Number(process.argv[2] ?? 2027);
const setName = process.argv[3] ?? '1';
const set = SETS[setName];
if (!set) throw new Error(`no blind set ${setName}: use 1 or 2`);
const out = path.resolve(`test-artifacts/blind${set.suffix}`);
const aiDir = path.resolve(`tests/bench/blind/ai${set.suffix}`);
const pad = (n: number) => String(n).padStart(2, '0');

/** The draw as the product would hand it to a reader, dated on the day the draws were frozen. */
function requestOf(draw: BlindDraw): ReadingRequest {
  const locale = draw.locale as Locale;
  const spread = findSpread(draw.spread);
  if (!spread) throw new Error(`no spread ${draw.spread}`);
  const drawn = draw.cards.map(([card_id, reversed], i) => ({
    position: spread.positions[i] ?? '',
    card_id,
    reversed,
  }));
  const names = readingPositionNames(
    locale,
    draw.spread,
    new Date('2026-11-28T12:00:00Z'),
    draw.pathNames ?? null,
  );
  const safety = classifyQuestion(draw.question, locale);
  return {
    locale,
    spreadId: draw.spread,
    spreadName: spreadText(locale, draw.spread).name,
    question: draw.question,
    cards: oracleCards(locale, draw.spread, drawn, names),
    personalArcana: null,
    questionLocale: safety.language,
    thirdParty: safety.category === 'third_party',
    pathNames: draw.pathNames ?? null,
  };
}

function drawSheet(draw: BlindDraw, req: ReadingRequest): string {
  const cards = req.cards.map(
    (c, i) => `${i + 1}. ${c.positionName}: ${c.name}${c.reversed ? ' (reversed)' : ''}`,
  );
  return [
    `Language: ${draw.locale}. Spread: ${req.spreadName}.`,
    `Question: ${draw.question ? `“${draw.question}”` : '(none: the cards were drawn without a question)'}`,
    ...cards,
  ].join('\n');
}

/** A shuffle that is the same for the same seed (Fisher–Yates over the seeded generator). */
function shuffled<T>(items: T[], random: (n: number) => number): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

fs.rmSync(out, { recursive: true, force: true });
for (const dir of ['offline', 'pack']) fs.mkdirSync(path.join(out, dir), { recursive: true });
const sheets: string[] = [];
const entries: { draw: BlindDraw; source: 'offline' | 'ai'; text: string; sheet: string }[] = [];
for (const draw of set.draws) {
  const req = requestOf(draw);
  const sheet = drawSheet(draw, req);
  sheets.push(`## Draw ${draw.n}\n\n${sheet}`);
  const offline = composeReading(req, { random: seededRandom(draw.n) }).join('\n\n');
  fs.writeFileSync(path.join(out, 'offline', `${pad(draw.n)}.md`), `${offline}\n`);
  entries.push({ draw, source: 'offline', text: offline, sheet });
  const ai = path.join(aiDir, `${pad(draw.n)}.md`);
  if (fs.existsSync(ai))
    entries.push({ draw, source: 'ai', text: fs.readFileSync(ai, 'utf8').trim(), sheet });
}
fs.writeFileSync(path.join(out, 'sheet.md'), `# The blind draws\n\n${sheets.join('\n\n')}\n`);
const key: Record<string, { draw: number; source: string }> = {};
shuffled(entries, seededRandom(seed)).forEach((e, i) => {
  const id = `R${pad(i + 1)}`;
  key[id] = { draw: e.draw.n, source: e.source };
  fs.writeFileSync(path.join(out, 'pack', `${id}.md`), `# ${id}\n\n${e.sheet}\n\n---\n\n${e.text}\n`);
});
fs.writeFileSync(path.join(out, 'key.json'), `${JSON.stringify(key, null, 2)}\n`);
console.log(`${entries.length} readings (set ${setName}) in ${out}, shuffled with seed ${seed}`);

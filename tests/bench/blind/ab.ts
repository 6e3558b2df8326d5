/**
 * The side-by-side rating of two versions of the offline reader (docs/reviews/2026-11-29-blind-26.md):
 * beside an AI reading the offline one is rated about 4 whatever changes, so a change is judged against the
 * reader before it instead. Pack both versions first with `pack.ts SEED SET` (the old one in a worktree at
 * the old commit), then `npx tsx tests/bench/blind/ab.ts pair OLD_DIR NEW_DIR OUT [seed]` writes OUT/P01.md…,
 * one draw and its two readings as A and B in a seeded order, with AB-BRIEF.md, and OUT/key.json, which the
 * rater never sees; `npx tsx tests/bench/blind/ab.ts score OUT/key.json RESULT.md` reads the rater's table.
 * OLD_DIR and NEW_DIR are test-artifacts/blind or blind-2 of each version; more pairs of them may follow.
 */
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../../helpers/seeded-random.js';

type Key = Record<string, { source: 'offline' | 'ai'; draw: number }>;
type PairKey = Record<string, { dir: string; draw: number; after: 'A' | 'B' }>;

/** The offline readings of a pack, by draw: the draw sheet and the reading, apart. */
function offline(dir: string): Map<number, [string, string]> {
  const key = JSON.parse(fs.readFileSync(path.join(dir, 'key.json'), 'utf8')) as Key;
  const found = new Map<number, [string, string]>();
  for (const [file, { source, draw }] of Object.entries(key)) {
    if (source !== 'offline') continue;
    const text = fs.readFileSync(path.join(dir, 'pack', `${file}.md`), 'utf8');
    const [head = '', body = ''] = text.split(/\n---\n/);
    found.set(draw, [head.replace(/^# R\d\d\n+/, '').trim(), body.trim()]);
  }
  return found;
}

function pair(dirs: string[], out: string, seed: number): void {
  const random = seededRandom(seed);
  const key: PairKey = {};
  fs.mkdirSync(out, { recursive: true });
  let n = 0;
  for (let i = 0; i + 1 < dirs.length; i += 2) {
    const [before, after] = [offline(dirs[i] ?? ''), offline(dirs[i + 1] ?? '')];
    for (const [draw, [sheet, old]] of [...before].sort(([a], [b]) => a - b)) {
      const name = `P${String(++n).padStart(2, '0')}`;
      const fresh = after.get(draw)?.[1] ?? '';
      const first = random(2) === 0 ? 'A' : 'B';
      const [a, b] = first === 'A' ? [fresh, old] : [old, fresh];
      fs.writeFileSync(
        path.join(out, `${name}.md`),
        `# ${name}\n\n${sheet}\n\n## Reading A\n\n${a}\n\n## Reading B\n\n${b}\n`,
      );
      key[name] = { dir: dirs[i + 1] ?? '', draw, after: first };
    }
  }
  fs.copyFileSync(path.join(import.meta.dirname, 'AB-BRIEF.md'), path.join(out, 'BRIEF.md'));
  fs.writeFileSync(path.join(out, 'key.json'), JSON.stringify(key, null, 1));
  console.log(`${n} pairs in ${out}`);
}

function score(keyFile: string, resultFile: string): void {
  const key = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as PairKey;
  const rows = fs
    .readFileSync(resultFile, 'utf8')
    .matchAll(/^\|\s*\**(P\d\d)\**\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*([^|]+)\|/gm);
  const sum = { after: 0, before: 0, n: 0 };
  const wins = { after: 0, before: 0, same: 0 };
  for (const [, name = '', a = '0', b = '0', better = ''] of rows) {
    const entry = key[name];
    if (!entry) continue;
    const [after, before] = entry.after === 'A' ? [Number(a), Number(b)] : [Number(b), Number(a)];
    sum.after += after;
    sum.before += before;
    sum.n += 1;
    const pick = better.trim().replace(/\*/g, '').charAt(0).toUpperCase();
    if (pick !== 'A' && pick !== 'B') wins.same += 1;
    else if (pick === entry.after) wins.after += 1;
    else wins.before += 1;
  }
  const mean = (total: number) => (sum.n ? (total / sum.n).toFixed(2) : '-');
  console.log(
    `${sum.n} pairs: after ${mean(sum.after)}, before ${mean(sum.before)}; better: ${JSON.stringify(wins)}`,
  );
}

const [command, ...args] = process.argv.slice(2);
if (command === 'pair') {
  const seed = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 26;
  const out = args.pop() ?? 'test-artifacts/ab';
  pair(args, out, seed);
} else if (command === 'score') score(args[0] ?? '', args[1] ?? '');
else console.log('usage: ab.ts pair OLD_DIR NEW_DIR [OLD_DIR2 NEW_DIR2] OUT [seed] | ab.ts score KEY RESULT');

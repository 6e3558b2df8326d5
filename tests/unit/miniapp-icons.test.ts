/**
 * Icons in the mini-app are SVG from one set (issue 19 item 8, miniapp/src/ui/icon.tsx), never Unicode
 * glyphs: a glyph depends on the fonts of the device ("⛨" was a box on Access Denied), has no size or
 * stroke of its own and is read aloud by screen readers. This reads every component's string literals and
 * JSX text (comments excluded, via the TypeScript parser) and every stylesheet, and fails on a banned
 * code point. Typographic characters (quotes, dashes, "·", "…", "•") are not banned, nor are locales.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'miniapp/src');

/** The banned code points, as ranges of Unicode blocks plus single look-alikes of icons. */
const BANNED: ReadonlyArray<readonly [number, number, string]> = [
  [0x00d7, 0x00d7, 'multiplication sign × (a close button)'],
  [0x2039, 0x203a, 'single angle quotation marks ‹ › (chevrons)'],
  [0x2190, 0x21ff, 'Arrows ← → ↗ ⇢'],
  [0x2261, 0x2261, 'identical to ≡ (a menu button)'],
  [0x2300, 0x23ff, 'Miscellaneous Technical ⌘ ⏎ ⏱'],
  [0x2500, 0x25ff, 'Box Drawing, Block Elements, Geometric Shapes ▲ ▼ ◈ ●'],
  [0x2600, 0x26ff, 'Miscellaneous Symbols ★ ☆ ☀ ☾ ☉ ☰ ⚙ ⚖ ⛨'],
  [0x2700, 0x27bf, 'Dingbats ✓ ✕ ✗ ✦ ✶ ✉ ✈ ✆'],
  [0x27f0, 0x27ff, 'Supplemental Arrows-A ⟶'],
  [0x2900, 0x297f, 'Supplemental Arrows-B ⤴'],
  [0x2b00, 0x2bff, 'Miscellaneous Symbols and Arrows ⭐ ⬅'],
  [0xfe0f, 0xfe0f, 'emoji presentation selector'],
  [0x1f000, 0x1faff, 'emoji and pictographs 🔮 🃏 ⭐'],
];

/**
 * Glyphs that are text, not icons, each with where and why. An arrow between two values reads as
 * "changed to", the same notation as the column header "Before → after" in locales/<lang>/admin.json.
 */
const TEXT_USES: ReadonlyArray<{ file: string; glyph: string; why: string }> = [
  { file: 'features/admin/audit/audit-log.tsx', glyph: '→', why: 'the audit diff "old → new"' },
  {
    file: 'features/email-banners/email-banners.css',
    glyph: '·',
    why: "the separator between the e-mail strip's title and address",
  },
  {
    file: 'features/history/history.css',
    glyph: '·',
    why: "the separator between a history row's time and its meta at 900 px and wider",
  },
  {
    file: 'features/reading/spread-picker.css',
    glyph: '·',
    why: "the separator between the card count and the price under a spread's name in Telegram (ADR 0091)",
  },
  {
    file: 'shared/spread/reading-text.css',
    glyph: '·',
    why: 'the separator between keywords set as one muted line on a phone (design review 8, problem 8)',
  },
];

const banned = (cp: number) => BANNED.some(([from, to]) => cp >= from && cp <= to);

function glyphsIn(text: string): string[] {
  return [...text].filter((ch) => banned(ch.codePointAt(0) ?? 0));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

/** The text a component shows or passes on: string literals, template parts and JSX text. */
function literalTexts(path: string, code: string): string[] {
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node)) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** A stylesheet without its comments: glyphs in `content:` (pseudo-elements) and anywhere else. */
function cssText(code: string): string[] {
  return [code.replace(/\/\*[\s\S]*?\*\//g, '')];
}

/**
 * What a pseudo-element draws with `content:`: a stylesheet has no text of its own, so any character
 * there beyond ASCII, written out or as an escape such as "\2713", is a picture ("§" on a button was one).
 */
function cssContentGlyphs(code: string): string[] {
  const stripped = code.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...stripped.matchAll(/content\s*:[^;}]*/g)].flatMap((m) => [
    ...[...m[0]].filter((ch) => (ch.codePointAt(0) ?? 0) > 0x7e),
    ...[...m[0].matchAll(/\\([0-9a-fA-F]{1,6})\s?/g)].map((e) =>
      String.fromCodePoint(Number.parseInt(e[1] ?? '0', 16)),
    ),
  ]);
}

function findings(): string[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path);
    const code = readFileSync(path, 'utf8');
    const texts = path.endsWith('.css') ? cssText(code) : literalTexts(path, code);
    const glyphs = [...texts.flatMap(glyphsIn), ...(path.endsWith('.css') ? cssContentGlyphs(code) : [])];
    const allowed = new Set(TEXT_USES.filter((u) => u.file === file).map((u) => u.glyph));
    return [...new Set(glyphs)]
      .filter((g) => !allowed.has(g))
      .map((g) => `${file}: ${g} U+${(g.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  });
}

describe('icons in the mini-app', () => {
  it('draws no icon with a Unicode glyph in any component or stylesheet of miniapp/src', () => {
    expect(findings()).toEqual([]);
  });

  it('catches the glyphs that used to be icons, written out or as CSS escapes', () => {
    for (const glyph of [
      '⛨',
      '✕',
      '✓',
      '✗',
      '★',
      '☆',
      '☾',
      '☀',
      '☉',
      '☰',
      '⚙',
      '⚖',
      '◈',
      '▲',
      '▼',
      '←',
      '→',
      '↗',
      '›',
      '✦',
      '✶',
      '✉',
      '✈',
      '✆',
      '🔮',
    ]) {
      expect(glyphsIn(`<span>${glyph} Save</span>`), glyph).toEqual([glyph]);
    }
    // biome-ignore lint/suspicious/noTemplateCurlyInString: this is source code for the parser, not a message
    const jsx = literalTexts('x.tsx', "const a = <b>✕</b>; const s = `★ ${t('saved')}`; // ✓ in a comment");
    expect(jsx.flatMap(glyphsIn)).toEqual(['✕', '★']);
    expect(cssContentGlyphs('.a::before { content: "\\2713"; } /* content: "\\2715" */')).toEqual(['✓']);
    expect(
      cssContentGlyphs('.doc::before { content: "§"; } .row::after { content: attr(data-label); }'),
    ).toEqual(['§']);
  });

  it('leaves typographic characters alone: quotes, dashes, the middle dot, ellipsis, bullets', () => {
    expect(glyphsIn('“Question” — 2025–2026 · keywords… • ••••')).toEqual([]);
  });
});

/**
 * The fonts the share image is drawn with, from npm packages (ADR 0040): Cormorant Garamond (the
 * app's serif; Latin and Cyrillic) and Noto Sans Hans (a GB2312 subset, so Chinese renders). resvg
 * reads TTF/OTF, not the woff2 the mini-app serves. Nothing is fetched at run time.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const cormorant = path.dirname(require.resolve('@expo-google-fonts/cormorant-garamond/package.json'));
// The package's exports name only its script, which lies in dist/ beside fonts/.
const notoHans = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

export const SERIF_FAMILY = 'Cormorant Garamond';
export const CJK_FAMILY = 'Noto Sans Hans';

export const LATIN_FONT_FILES: readonly string[] = [
  path.join(cormorant, '500Medium', 'CormorantGaramond_500Medium.ttf'),
  path.join(cormorant, '500Medium_Italic', 'CormorantGaramond_500Medium_Italic.ttf'),
  path.join(cormorant, '700Bold', 'CormorantGaramond_700Bold.ttf'),
];

export const CJK_FONT_FILES: readonly string[] = [path.join(notoHans, 'NotoSansHans-Regular.otf')];

export const FONT_FILES: readonly string[] = [...LATIN_FONT_FILES, ...CJK_FONT_FILES];

/**
 * Lines that open on what lies beneath ("Beneath the whole matter lies…", «Под всем этим лежит…»): most of
 * the cards' lines for a foundation do, and so do most of the foundation's frames, so a block could say it
 * twice in a row (ab11, P19 and P27: "Debajo del asunto se encuentra el Seis de Bastos. Bajo el asunto
 * hay…"). Such a line follows the plain frame, the card and its place.
 */
import type { Locale } from '../../locales.js';

const DEEP: Record<Locale, RegExp> = {
  en: /^(beneath|underneath|below|under |feeding it all|at the root|at the base|the base of)/iu,
  ru: /^(под |в основании|в самом основании|в корне|в основе)/iu,
  es: /^(bajo |debajo|en la raíz|en la base|en el fondo)/iu,
  de: /^(unter |darunter|an der wurzel|ganz an der wurzel|als grundlage|im grunde|tief unten)/iu,
  zh: /^(在.{0,4}(底|根)|底层|根部|深处|这件事的底层)/u,
};

export const opensDeep = (line: string, locale: Locale) => DEEP[locale].test(line);

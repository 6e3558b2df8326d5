/**
 * The reminder that a reading is for reflection and entertainment (locales/<lang>/oracle.json "closing",
 * ADR 0075), told by the word every version of it uses, new and older readings alike. The share image
 * leaves it out of its one line (core/share/summary-line.ts) and the mini-app sets it apart as a muted line
 * (miniapp/src/shared/spread/synthesis-parts.ts).
 */
export const REMINDER = /entertain|развлеч|unterhaltung|entreten|娱乐/iu;

/**
 * How every version of the reminder begins, so a text that has so far written only its first words is
 * known for it (the mini-app sets no heading over the reminder alone while it streams).
 */
export const REMINDER_START = /^(for reflection|для размышлений|zur reflexion|para reflexi|仅供)/iu;

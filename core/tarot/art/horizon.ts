/**
 * The day's horizon: a low band of the family's light, warmed by the day, that sits on the
 * scene's ground line and fades upward into the night (design review 8, problem 3).
 * The band is clipped to the sky above the scene's ground, so it never shows through a
 * translucent field, and it is short, so it stays below the figures' heads and chests.
 */
import { HEIGHT, WIDTH } from './frame.js';
import type { Palette } from './palette.js';
import { el, mix } from './shapes.js';

/** Daylight: the colour of the corona around the sun and of the warmth in the horizon band. */
export const DAYLIGHT = '#ffc874';
/** The horizon band: the night moved this far toward the family's own light… */
export const HORIZON_LIFT = 0.4;
/** …and then this far toward the daylight: a warm violet on the majors (#6a4b86 in the review), not grey. */
export const HORIZON_WARMTH = 0.15;
/** How far above its ground line the band fades back to the night, as a fraction of the card's height. */
export const HORIZON_FADE = 0.05;

/**
 * A day card's horizon, in its scene's own space: majors are drawn scaled 1.12 about (150, 250),
 * minors 1:1 about (150, 255).
 */
export interface Horizon {
  /** The ground line: where the band is brightest, and its lower edge. */
  ground: number;
  /** The sky above the scene's ground, inside the card's inner frame: the band is clipped to it. */
  above: string;
}

/**
 * Each day card's horizon, on the ground line of its own scene; null where the RWS image shows
 * none, only the sky behind the figures (the Magician and the Six of Wands), or where the scene
 * hides it (the Chariot and Strength). Each `ground` is the lowest point of the sky over that
 * scene's land, so the band touches the land everywhere and, where the land rises, is hidden
 * behind it rather than laid over it.
 */
export const HORIZONS: Record<string, Horizon | null> = {
  // The Fool's cliff top, level with his feet: below his chest and the dog's head.
  'major-00': { ground: 98, above: 'M-120-240V94Q-40 80 40 88L58 98H120V-240Z' },
  'major-01': null,
  // The far meadow the cypresses stand on, behind the throne's foot.
  'major-03': { ground: 70, above: 'M-120-240V70Q0 60 120 70V-240Z' },
  // The city walls and the car hide the Chariot's horizon, and the blue range Strength's: a band
  // on their ground line would show only as slivers at the border, and one on the walls' or the
  // range's top would cross the charioteer's chest and the woman's head.
  'major-07': null,
  'major-11': null,
  // The wall's top, above the white horse.
  'major-19': { ground: 10, above: 'M-120-240V10H120V-240Z' },
  // The ground line behind the castle, where the bower's posts stand.
  'wands-04': { ground: 80, above: 'M-134-260V80Q0 70 125 80H134V-260Z' },
  'wands-06': null,
  // The foot of the hills, above the river and the green ground.
  'cups-10': { ground: 70, above: 'M-134-260V70H-125Q-90 44-60 64T0 56T70 66T125 52H134V-260Z' },
};

/** How a scene's own space sits on the card. */
const sceneSpace = (major: boolean) =>
  major ? { x: 150, y: 250, scale: 1.12 } : { x: 150, y: 255, scale: 1 };

/** The ground line's height on the 300 × 500 card. */
export const groundLine = (h: Horizon, major: boolean): number => {
  const s = sceneSpace(major);
  return s.y + s.scale * h.ground;
};

/** The colour of the day's horizon over the night `night`: lifted toward the family's light, then warmed. */
export const horizonBand = (night: string, p: Palette): string =>
  mix(mix(night, p.glow, HORIZON_LIFT), DAYLIGHT, HORIZON_WARMTH);

/** The band itself: brightest on the ground line, gone HORIZON_FADE of the card above it, and only in the sky. */
export function horizonSvg(prefix: string, h: Horizon, major: boolean, p: Palette): string {
  const s = sceneSpace(major);
  const bottom = groundLine(h, major);
  const height = HORIZON_FADE * HEIGHT;
  const colour = horizonBand(mix(p.skyTop, p.skyBottom, bottom / HEIGHT), p);
  const [band, clip] = [`${prefix}-band`, `${prefix}-above`];
  return (
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id: band, x1: 0, y1: 0, x2: 0, y2: 1 },
        el('stop', { offset: 0, 'stop-color': colour, 'stop-opacity': 0 }) +
          el('stop', { offset: 1, 'stop-color': colour }),
      ) +
        el(
          'clipPath',
          { id: clip },
          el('path', {
            transform: `translate(${s.x} ${s.y})${major ? ` scale(${s.scale})` : ''}`,
            d: h.above,
          }),
        ),
    ) +
    el('rect', {
      x: 0,
      y: bottom - height,
      width: WIDTH,
      height,
      fill: `url(#${band})`,
      'clip-path': `url(#${clip})`,
      'data-light': 'horizon',
    })
  );
}

/**
 * What an icon shows in Chromium (issue 19 item 8): an SVG that draws something at a visible size, and
 * no glyph beside it. `target` is the icon itself or a control whose only content is an icon.
 */
import type { Locator } from 'playwright-core';

export interface IconReport {
  svg: boolean;
  shapes: number;
  width: number;
  height: number;
  visible: boolean;
  text: string;
}

export function iconOf(target: Locator): Promise<IconReport> {
  return target.evaluate((el) => {
    const svg = el instanceof SVGSVGElement ? el : el.querySelector('svg');
    if (!svg)
      return { svg: false, shapes: 0, width: 0, height: 0, visible: false, text: el.textContent ?? '' };
    const box = svg.getBoundingClientRect();
    const style = getComputedStyle(svg);
    return {
      svg: true,
      shapes: svg.querySelectorAll('path, circle, line, polyline, polygon, rect, ellipse').length,
      width: box.width,
      height: box.height,
      visible:
        svg.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && style.stroke !== 'none',
      text: (el.textContent ?? '').trim(),
    };
  });
}

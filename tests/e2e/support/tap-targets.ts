/**
 * Tap-target sizes as Chromium lays them out: every visible button, link, summary, tab, select and
 * checkbox/radio (measured by its label) must be at least 44×44 CSS px. Inline links inside running
 * text are exempt when their line box is at least 24 px and a 24 px circle round each one touches no
 * other target (WCAG 2.5.8's spacing rule). With a modal open only the modal is measured: the page
 * behind it is inert.
 */
import type { Page } from 'playwright-core';

export interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

export interface TargetReport {
  measured: number;
  exempt: string[];
  small: SmallTarget[];
}

export const MIN_TARGET = 44;

export function measureTapTargets(page: Page): Promise<TargetReport> {
  return page.evaluate((min) => {
    const openDialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    const scope: ParentNode = openDialog ?? document;
    const selector =
      'button, a[href], summary, [role="tab"], select, input[type="checkbox"], input[type="radio"]';
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${name.slice(0, 40)}"`;
    };
    // A checkbox or radio is tapped through its label: the label is the target.
    const targetOf = (el: Element): Element => {
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        return el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el;
      }
      return el;
    };
    const targets = [...new Set([...scope.querySelectorAll(selector)].map(targetOf))].filter((el) => {
      if (!(el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }))
        return false;
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      const r = el.getBoundingClientRect();
      // Visually hidden (a skip link until focused): 1 px and clipped, nothing to tap.
      return r.width > 1 && r.height > 1;
    });
    const rects = new Map(targets.map((el) => [el, el.getBoundingClientRect()]));
    const inlineInText = (el: Element) => {
      if (!getComputedStyle(el).display.startsWith('inline')) return false;
      const block = el.parentElement;
      if (!block) return false;
      const text = [...block.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      return text.length > 0 && Number.parseFloat(getComputedStyle(block).lineHeight) >= 24;
    };
    const spaced = (el: Element) => {
      const a = rects.get(el) as DOMRect;
      const ax = a.x + a.width / 2;
      const ay = a.y + a.height / 2;
      for (const [other, b] of rects) {
        if (other === el || other.contains(el) || el.contains(other)) continue;
        const bx = b.x + b.width / 2;
        const by = b.y + b.height / 2;
        if (Math.hypot(ax - bx, ay - by) < 24) return false;
        const dx = Math.max(b.left - ax, 0, ax - b.right);
        const dy = Math.max(b.top - ay, 0, ay - b.bottom);
        if (Math.hypot(dx, dy) < 12) return false;
      }
      return true;
    };
    const exempt: string[] = [];
    const small: { target: string; width: number; height: number }[] = [];
    for (const el of targets) {
      const r = rects.get(el) as DOMRect;
      if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
      if (inlineInText(el) && spaced(el)) {
        exempt.push(describe(el));
        continue;
      }
      small.push({ target: describe(el), width: Math.round(r.width), height: Math.round(r.height) });
    }
    return { measured: targets.length, exempt, small };
  }, MIN_TARGET);
}

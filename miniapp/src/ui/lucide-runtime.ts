/**
 * The body of every lucide-react icon in the built mini-app (ADR 0063). Each icon module of lucide-react
 * is its drawing (data) passed to lucide's factory; that factory brings a provider, class names, stroke
 * scaling and a11y inference we do not use, 1.4 KB gzip on the landing page. miniapp/lucide-light.ts
 * swaps this factory in at build time: the same SVG from the same data, for ui/icon.tsx to size and label.
 */
import { createElement, type ReactElement, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode][];

interface IconData {
  size?: number;
  node: IconNode;
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

const draw = (node: IconNode): ReactElement[] =>
  node.map(([tag, attributes, children]) => createElement(tag, attributes, children && draw(children)));

export default function createLucideIcon({ size: box = 24, node }: IconData) {
  // biome-ignore lint/correctness/noComponentHookFactories: a factory, called once per icon when its module loads
  return function LucideIcon({ size = box, strokeWidth = 2, ...rest }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...rest,
      },
      draw(node),
    );
  };
}

/**
 * Builds lucide-react's icons on ui/lucide-runtime.ts instead of lucide's own factory (ADR 0063): each
 * icon module imports "../createLucideIcon.mjs"; that one import is redirected. If a lucide upgrade moves
 * the file, or code imports lucide's Icon or provider, lucide's runtime reaches the bundle and the build
 * stops here rather than quietly growing the landing page.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const LUCIDE_RUNTIME = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context)\.mjs$/;

export function lucideLight(): Plugin {
  const runtime = join(import.meta.dirname, 'src/ui/lucide-runtime.ts');
  return {
    name: 'lucide-light',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && ICON_MODULE.test(importer)) return runtime;
      return null;
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const leaked = Object.keys(chunk.modules).find((id) => LUCIDE_RUNTIME.test(id));
        if (leaked)
          this.error(`lucide-react's own runtime is in ${chunk.fileName} (${leaked}): see ADR 0063`);
      }
    },
  };
}

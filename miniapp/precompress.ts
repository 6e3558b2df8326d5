/** Writes .br and .gz beside each built asset, so the server sends them compressed with no work per request. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(outDir, name);
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data));
      }
    },
  };
}

/** The mini-app's build: one bundle served by the API from dist/client (ADRs 0024, 0027). */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lucideLight } from './lucide-light.js';
import { precompress } from './precompress.js';

const api = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), lucideLight(), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // tests/bench/bundle.ts reads it to weigh each route's initial JS and CSS.
    manifest: true,
  },
  server: {
    port: 5173,
    // `npm run dev`: Vite serves the app with hot reload and hands API calls to the server.
    proxy: { '/api': api, '/bot': api, '/healthz': api },
    fs: { allow: ['..'] },
  },
});

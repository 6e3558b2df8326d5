/**
 * Where the files the server reads at run time live. The same code runs from its sources (tsx, tests)
 * and bundled into dist/main.js (ADR 0027); in both, this module's directory is one level below the
 * project root, so every path is taken from there.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LOCALES_DIR = path.join(ROOT, 'locales');
export const MIGRATIONS_DIR = path.join(ROOT, 'db', 'migrations');
/** The built mini-app (`npm run build`, or built by `npm start` when stale). */
export const CLIENT_DIR = path.join(ROOT, 'dist', 'client');

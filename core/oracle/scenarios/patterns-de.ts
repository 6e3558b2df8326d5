/** The situations of scenario.ts as questions in this language name them. */
import type { ScenarioPatterns } from './scenario.js';

export const SCENARIO_PATTERNS_DE: ScenarioPatterns = {};

/** Questions each pattern must find (tests/unit/reader-scenarios.test.ts). */
export const SCENARIO_EXAMPLES_DE: Partial<Record<string, string[]>> = {};

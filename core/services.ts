/** CoreDeps plus the long-lived services built on them: what the API and the bot receive. */
import type { CoreDeps } from './deps.js';
import { createOracle } from './oracle/create-oracle.js';
import type { Oracle } from './oracle/oracle.js';
import { createInterpretations, type Interpretations } from './readings/interpretations.js';

export interface Services extends CoreDeps {
  oracle: Oracle;
  interpretations: Interpretations;
}

export function createServices(core: CoreDeps, oracle: Oracle = createOracle(core.config)): Services {
  return { ...core, oracle, interpretations: createInterpretations({ ...core, oracle }) };
}

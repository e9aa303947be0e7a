/**
 * Every procedure the rulebook plays, in one list: the one place the widget catalogue, the
 * statechart builder, the rule-anchor check, the walks and the size report find them. A new
 * procedure is added here (the generator, `npm run new-procedure`, does it); a procedure folder
 * missing from this list fails machines/architecture.test.ts.
 */
import type { AnyStateMachine } from 'xstate';
import type { Procedure } from './core/procedure.js';
import { dicePoolFight } from './dice-pool/dice-pool-fight/index.js';
import { poolFight } from './dice-pool/pool-fight/index.js';
import { combatRound } from './lady-luck/combat-round/index.js';
import { fireMap } from './lady-luck/fire-map/index.js';
import { ladyLuckFight } from './lady-luck/lady-luck-fight/index.js';
import { aiming } from './karmic/aiming/index.js';
import { karmaCheck } from './karmic/karma-check/index.js';
import { karmicFight } from './karmic/karmic-fight/index.js';
import { multipleOpponents } from './karmic/multiple-opponents/index.js';
import { registerDuel } from './karmic/register-duel/index.js';
import { attackRoll } from './liberi-gothica/attack-roll/index.js';
import { initiativeDeal } from './liberi-gothica/initiative-deal/index.js';
import { liberiGothicaFight } from './liberi-gothica/liberi-gothica-fight/index.js';
import { soulPassing } from './liberi-gothica/soul-passing/index.js';

export { SYSTEMS, type SystemId } from './core/procedure.js';

/** Every procedure, by system then as the rules run; each system's whole fight, which plays the others, last. */
export const PROCEDURES: readonly Procedure<AnyStateMachine>[] = [
  initiativeDeal,
  attackRoll,
  soulPassing,
  liberiGothicaFight,
  karmaCheck,
  registerDuel,
  multipleOpponents,
  aiming,
  karmicFight,
  fireMap,
  combatRound,
  ladyLuckFight,
  poolFight,
  dicePoolFight,
] as readonly Procedure<AnyStateMachine>[];

/** The procedure named `name` (own entries only), or undefined. */
export function procedureNamed(name: string): Procedure<AnyStateMachine> | undefined {
  return PROCEDURES.find((p) => p.name === name);
}

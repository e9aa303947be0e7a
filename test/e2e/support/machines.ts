// The machine modules the end-to-end tests read by path, in one place. Playwright loads
// TypeScript itself (`.js` specifiers resolve to the `.ts` files on disk), so these are plain
// imports of the very tables the widgets use, not copies.
//
import { procedureNamed } from '../../../machines/catalogue.js';
import type { Procedure } from '../../../machines/core/procedure.js';

/** A procedure's rule table, through the catalogue (as every tool reaches a procedure). */
const rulesOf = (name: string): Procedure['rules'] => {
  const procedure = procedureNamed(name);
  if (!procedure) throw new Error(`no procedure ${name} in machines/catalogue.ts`);
  return procedure.rules;
};

export const COMBAT_ROUND_RULES = rulesOf('combat-round');
export const MULTIPLE_OPPONENTS_RULES = rulesOf('multiple-opponents');
export const REGISTER_DUEL_RULES = rulesOf('register-duel');

/** The data the reference sheets print, for reference-sheets.spec.ts to read each table back against. */
export * as karma from '../../../machines/karmic/checks.js';
export * as maneuvers from '../../../machines/karmic/maneuvers.js';
export * as ranged from '../../../machines/karmic/ranged-tables.js';
export * as hits from '../../../machines/karmic/hit-locations.js';
export * as deal from '../../../machines/liberi-gothica/initiative-deal/initiative-deal.rules.js';
export * as damage from '../../../machines/liberi-gothica/damage.js';
export * as wounds from '../../../machines/liberi-gothica/wounds.js';
export * as healing from '../../../machines/liberi-gothica/healing.js';
export * as areas from '../../../machines/lady-luck/areas.js';
export * as fire from '../../../machines/lady-luck/fire.js';
export * as fireOdds from '../../../machines/lady-luck/fire-odds.js';
export * as check from '../../../machines/lady-luck/check.js';
export * as turns from '../../../machines/dice-pool/turns.js';
export * as pool from '../../../machines/dice-pool/pool.js';
export * as armour from '../../../machines/dice-pool/armour.js';
export * as melee from '../../../machines/dice-pool/melee.js';
export * as dpRanged from '../../../machines/dice-pool/ranged.js';
export * as firearm from '../../../machines/dice-pool/firearm.js';
export * as help from '../../../machines/dice-pool/help.js';

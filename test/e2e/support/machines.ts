// The machine modules the end-to-end tests read by path, in one place. Playwright loads
// TypeScript itself (`.js` specifiers resolve to the `.ts` files on disk), so these are plain
// imports of the very tables the widgets use, not copies.
//
// TODO(wave O): the paths marked below are today's. Each procedure's own files move into
// machines/<system>/<name>/<name>.*.ts (soul passing's already have): at the merge, point them
// at the new files (or read what a procedure offers through its index.ts or
// machines/catalogue.ts), and delete UNLISTED_PROCEDURES and the RULES_PAGE import once every
// procedure is listed. The concept modules (maneuvers.ts, wounds.ts, areas.ts…) stay where
// they are. A broken path fails tsc and every spec that imports this file, so none is missed.
import type { Procedure } from '../../../machines/core/procedure.js';
// TODO(wave O): each procedure's page is procedure.page in machines/catalogue.ts once it is listed
import { RULES_PAGE } from '../../../site/components/reference/widget-pages.js';
// TODO(wave O): machines/karmic/aiming.rules.ts moves to machines/karmic/aiming/aiming.rules.ts
import { AIMING_RULES } from '../../../machines/karmic/aiming.rules.js';
// TODO(wave O): machines/karmic/karma-check.rules.ts moves to machines/karmic/karma-check/karma-check.rules.ts
import { KARMA_CHECK_RULES } from '../../../machines/karmic/karma-check.rules.js';
// TODO(wave O): machines/karmic/multiple-opponents.rules.ts moves to machines/karmic/multiple-opponents/multiple-opponents.rules.ts
import { MULTIPLE_OPPONENTS_RULES } from '../../../machines/karmic/multiple-opponents.rules.js';
// TODO(wave O): machines/karmic/register-duel.rules.ts moves to machines/karmic/register-duel/register-duel.rules.ts
import { REGISTER_DUEL_RULES } from '../../../machines/karmic/register-duel.rules.js';
// TODO(wave O): machines/lady-luck/combat-round.rules.ts moves to machines/lady-luck/combat-round/combat-round.rules.ts
import { COMBAT_ROUND_RULES } from '../../../machines/lady-luck/combat-round.rules.js';
// TODO(wave O): machines/lady-luck/fire-map.rules.ts moves to machines/lady-luck/fire-map/fire-map.rules.ts
import { FIRE_MAP_RULES } from '../../../machines/lady-luck/fire-map.rules.js';
// TODO(wave O): machines/liberi-gothica/attack-roll.rules.ts moves to machines/liberi-gothica/attack-roll/attack-roll.rules.ts
import { ATTACK_ROLL_RULES } from '../../../machines/liberi-gothica/attack-roll.rules.js';
// TODO(wave O): machines/liberi-gothica/initiative-deal.rules.ts moves to machines/liberi-gothica/initiative-deal/initiative-deal.rules.ts
import { INITIATIVE_DEAL_RULES } from '../../../machines/liberi-gothica/initiative-deal.rules.js';
// TODO(wave O): machines/dice-pool/pool-fight.rules.ts moves to machines/dice-pool/pool-fight/pool-fight.rules.ts
import { POOL_FIGHT_RULES } from '../../../machines/dice-pool/pool-fight.rules.js';

export { COMBAT_ROUND_RULES, MULTIPLE_OPPONENTS_RULES, REGISTER_DUEL_RULES };

/** The data the reference sheets print, for reference-sheets.spec.ts to read each table back against. */
// TODO(wave O): machines/karmic/karma-check.rules.ts moves to machines/karmic/karma-check/karma-check.rules.ts
export * as karma from '../../../machines/karmic/karma-check.rules.js';
export * as maneuvers from '../../../machines/karmic/maneuvers.js';
export * as ranged from '../../../machines/karmic/ranged-tables.js';
export * as hits from '../../../machines/karmic/hit-locations.js';
// TODO(wave O): machines/liberi-gothica/initiative-deal.rules.ts moves to machines/liberi-gothica/initiative-deal/initiative-deal.rules.ts
export * as deal from '../../../machines/liberi-gothica/initiative-deal.rules.js';
export * as wounds from '../../../machines/liberi-gothica/wounds.js';
export * as healing from '../../../machines/liberi-gothica/healing.js';
export * as areas from '../../../machines/lady-luck/areas.js';
// TODO(wave O): machines/lady-luck/fire-map.rules.ts moves to machines/lady-luck/fire-map/fire-map.rules.ts
export * as fire from '../../../machines/lady-luck/fire-map.rules.js';
// TODO(wave O): machines/lady-luck/fire-map.odds.ts moves to machines/lady-luck/fire-map/fire-map.odds.ts
export * as fireOdds from '../../../machines/lady-luck/fire-map.odds.js';
export * as check from '../../../machines/lady-luck/check.js';
export * as turns from '../../../machines/dice-pool/turns.js';
export * as pool from '../../../machines/dice-pool/pool.js';
export * as armour from '../../../machines/dice-pool/armour.js';
export * as melee from '../../../machines/dice-pool/melee.js';
export * as dpRanged from '../../../machines/dice-pool/ranged.js';
export * as firearm from '../../../machines/dice-pool/firearm.js';
export * as help from '../../../machines/dice-pool/help.js';

/** What rule-anchors.spec.ts needs of a procedure. */
export type RuleTable = Pick<Procedure, 'name' | 'page' | 'rules'>;

const unlisted = (name: string, rules: Procedure['rules']): RuleTable => ({ name, page: RULES_PAGE[`rb-${name}`] ?? '', rules });

/**
 * The procedures not yet in machines/catalogue.ts, with their rules pages and rule tables, so
 * that rule-anchors.spec.ts checks all ten while the catalogue fills up. A procedure the
 * catalogue lists is read from there and its entry here is ignored.
 */
export const UNLISTED_PROCEDURES: readonly RuleTable[] = [
  unlisted('initiative-deal', INITIATIVE_DEAL_RULES),
  unlisted('attack-roll', ATTACK_ROLL_RULES),
  unlisted('karma-check', KARMA_CHECK_RULES),
  unlisted('register-duel', REGISTER_DUEL_RULES),
  unlisted('multiple-opponents', MULTIPLE_OPPONENTS_RULES),
  unlisted('aiming', AIMING_RULES),
  unlisted('combat-round', COMBAT_ROUND_RULES),
  unlisted('fire-map', FIRE_MAP_RULES),
  unlisted('pool-fight', POOL_FIGHT_RULES),
];

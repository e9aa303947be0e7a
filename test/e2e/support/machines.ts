// The machine modules the end-to-end tests read by path, in one place. Playwright loads
// TypeScript itself (`.js` specifiers resolve to the `.ts` files on disk), so these are plain
// imports of the very tables the widgets use, not copies.
//
// TODO(wave O): every path below is today's. The procedures move into
// machines/<system>/<name>/<name>.*.ts (soul passing already has): at the merge, point these at
// the new files, or better, read each table through the procedure's index.ts or
// machines/catalogue.ts, and delete UNLISTED_PROCEDURES once every procedure is listed.
import type { Procedure } from '../../../machines/core/procedure.js';
import { RULES_PAGE } from '../../../site/components/reference/widget-pages.js';
import { AIMING_RULES } from '../../../machines/karmic/aiming.rules.js';
import { KARMA_CHECK_RULES } from '../../../machines/karmic/karma-check.rules.js';
import { MULTIPLE_OPPONENTS_RULES } from '../../../machines/karmic/multiple-opponents.rules.js';
import { REGISTER_DUEL_RULES } from '../../../machines/karmic/register-duel.rules.js';
import { COMBAT_ROUND_RULES } from '../../../machines/lady-luck/combat-round.rules.js';
import { FIRE_MAP_RULES } from '../../../machines/lady-luck/fire-map.rules.js';
import { ATTACK_ROLL_RULES } from '../../../machines/liberi-gothica/attack-roll.rules.js';
import { INITIATIVE_DEAL_RULES } from '../../../machines/liberi-gothica/initiative-deal.rules.js';
import { POOL_FIGHT_RULES } from '../../../machines/dice-pool/pool-fight.rules.js';

export { COMBAT_ROUND_RULES, MULTIPLE_OPPONENTS_RULES, REGISTER_DUEL_RULES };

/** The data the reference sheets print, for reference-sheets.spec.ts to read each table back against. */
export * as karma from '../../../machines/karmic/karma-check.rules.js';
export * as maneuvers from '../../../machines/karmic/maneuvers.js';
export * as ranged from '../../../machines/karmic/ranged-tables.js';
export * as hits from '../../../machines/karmic/hit-locations.js';
export * as deal from '../../../machines/liberi-gothica/initiative-deal.rules.js';
export * as wounds from '../../../machines/liberi-gothica/wounds.js';
export * as healing from '../../../machines/liberi-gothica/healing.js';
export * as areas from '../../../machines/lady-luck/areas.js';
export * as fire from '../../../machines/lady-luck/fire-map.rules.js';
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

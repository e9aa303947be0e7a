/**
 * Test helper (never bundled): the fighters, declarations and duel views the melee tests
 * share (melee.test.ts, melee.hand-to-hand.test.ts, melee.unusual-foes.test.ts).
 */

import { WEAPONS } from '../melee-weapons.js';
import { resolveRegister } from './registers.js';
import { type Declaration, type DuelView } from './declarations.js';
import { type Fighter, type Side } from './fighters.js';
import type { ManeuverId } from '../maneuvers.js';

export const sword = WEAPONS.sword!;
export const spear = WEAPONS.spear!;
export const base: Fighter = {
  name: 'A',
  weapon: sword,
  skill: 3,
  combatTraining: 1,
  willpower: 0,
  finesse: 0,
  armour: 0,
  hitPoints: 8,
  deck: 'karma',
};
export const A: Fighter = { ...base, name: 'A' };
export const B: Fighter = { ...base, name: 'B' };

export function d(side: Side, m: ManeuverId, extra: Partial<Declaration> = {}): Declaration {
  return {
    side,
    maneuver: m,
    card: side === 0 ? '5s' : '4s',
    hand: m === 'melee-dodge' ? 'none' : 'main',
    holdGround: false,
    location: 'torso',
    ...extra,
  };
}

export function view(extra: Partial<DuelView> = {}): DuelView {
  return {
    fighters: [A, B],
    range: 1,
    attacker: 0,
    disarmed: [false, false],
    declared: [],
    hands: [
      ['5s', '4s', '3s'],
      ['5s', '4s', '3s'],
    ],
    ...extra,
  };
}

export function reg(
  attack: Declaration,
  attackCard: number,
  defence?: Declaration,
  defenceCard = 0,
  fighters: [Fighter, Fighter] = [A, B],
  range = 1,
) {
  return resolveRegister({
    fighters,
    range,
    attacker: { fighter: fighters[attack.side], declaration: attack, cardValue: attackCard },
    defender: defence ? { fighter: fighters[defence.side], declaration: defence, cardValue: defenceCard } : undefined,
  });
}
export const bare = WEAPONS['bare-hands']!;
export const P: Fighter = { ...base, name: 'P', weapon: bare };
export const Q: Fighter = { ...base, name: 'Q', weapon: bare };
export const brawl: [Fighter, Fighter] = [P, Q];
export const h = (side: Side, m: ManeuverId, extra: Partial<Declaration> = {}) => d(side, m, { hand: 'none', ...extra });
export const brawlView = (extra: Partial<DuelView> = {}) => view({ fighters: brawl, range: 0, ...extra });

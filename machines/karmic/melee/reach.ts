/**
 * Karmic, "Range": where a fight begins, how far a retreat may go, and whether a maneuver's
 * reach fits the range (wrestling range, range 0, a weapon's own range, a parry against a
 * longer weapon, a clinger's weapon from range 0).
 */
import { maneuver, rangeWords, WRESTLING } from '../maneuvers.js';
import type { Declaration, DuelView } from './declarations.js';
import { other, weaponFor, type Fighter, type Side } from './fighters.js';

/** Karmic, "Range": combat begins at the range of the longest weapon. */
export function startingRange(fighters: readonly [Fighter, Fighter]): number {
  return Math.max(fighters[0].weapon.range, fighters[1].weapon.range);
}

/** The longest reach in the fight: a retreat cannot go past it. */
export function longestReach(fighters: readonly [Fighter, Fighter]): number {
  return Math.max(...fighters.flatMap((f) => [f.weapon.range, f.offHand?.weapon.range ?? 0]));
}

/** Does the maneuver's reach fit the range? `against` is the attacker's declaration, for parries. */
export function reachProblem(
  view: Pick<DuelView, 'fighters' | 'range' | 'clinging'>,
  decl: Pick<Declaration, 'side' | 'maneuver' | 'hand'>,
  against?: Pick<Declaration, 'side' | 'maneuver' | 'hand'>,
): string | undefined {
  const m = maneuver(decl.maneuver);
  const fighter = view.fighters[decl.side];
  const weapon = weaponFor(fighter, decl.hand);
  const range = view.range;
  // Karmic, "Cling": the clinger may attack with any weapon he wishes, whatever its reach.
  if ((m.reach === 'weapon' || m.reach === 'weapon-or-one-less') && weapon && view.clinging?.side === decl.side && range === 0)
    return undefined;
  switch (m.reach) {
    case 'weapon':
      return weapon && weapon.range === range
        ? undefined
        : `the ${weapon?.name ?? 'weapon'} reaches range ${weapon?.range ?? '–'}, not ${range}`;
    case 'weapon-or-one-less':
      return weapon && (weapon.range === range || weapon.range === range - 1)
        ? undefined
        : `a lunge with the ${weapon?.name ?? 'weapon'} reaches range ${weapon?.range ?? '–'} or ${(weapon?.range ?? 0) + 1}, not ${range}`;
    case 'zero':
      return range === 0 ? undefined : `${m.name.toLowerCase()} is for range 0 only (the range is ${range})`;
    case 'parry': {
      if (!weapon) return 'a parry needs a weapon';
      if (weapon.range === range) return undefined;
      const foe = against ? weaponFor(view.fighters[against.side], against.hand) : view.fighters[other(decl.side)].weapon;
      if (foe && foe.range > weapon.range) return undefined;
      if (against?.maneuver === 'lunge' && weapon.range === range - 1) return undefined;
      return `the ${weapon.name} reaches range ${weapon.range}, not ${range}, and the opponent's weapon is not longer`;
    }
    case 'hand':
      return range === 0 || range === WRESTLING
        ? undefined
        : `${m.name.toLowerCase()} is for range 0 or wrestling range (the fighters are at ${rangeWords(range)})`;
    case 'one':
      return range === 1 ? undefined : `${m.name.toLowerCase()} is for range 1 only (the fighters are at ${rangeWords(range)})`;
    case 'zero-or-one':
      return range === 0 || range === 1
        ? undefined
        : `${m.name.toLowerCase()} is for range 0 or 1 (the fighters are at ${rangeWords(range)})`;
    case 'wrestling':
      return range === WRESTLING
        ? undefined
        : `${m.name.toLowerCase()} is for wrestling range only (the fighters are at ${rangeWords(range)})`;
    case 'close-in':
      return range <= 1 ? undefined : `${m.name.toLowerCase()} is for range 1 or closer (the fighters are at ${rangeWords(range)})`;
    case 'none':
      if (decl.maneuver === 'close' && range <= 0) return `already at ${rangeWords(range)}`;
      if (decl.maneuver === 'retreat' && range >= longestReach(view.fighters))
        return `a retreat cannot go past range ${longestReach(view.fighters)}, the longest weapon`;
      return undefined;
  }
}

/**
 * Karmic, "Charging": the charger holds the initiative, unless the opponent's weapon reaches
 * further.
 */
export function chargeInitiative(fighters: readonly [Fighter, Fighter], charger: Side): Side {
  const foe = other(charger);
  return fighters[foe].weapon.range > fighters[charger].weapon.range ? foe : charger;
}

/**
 * The dice-pool system: armour ranks. Page: content/dice-pool/attacks-and-damage.mdx.
 */

export interface ArmourRank {
  readonly rank: 1 | 2 | 3 | 4;
  /** Upgrades agility for dodge dice. */
  readonly dodge: number;
  /** Upgrades physique for defense dice. */
  readonly defense: number;
  /** Rank 4 needs at least one rank in endurance or muscles. */
  readonly needsEnduranceOrMuscles: boolean;
}

export const ARMOUR: readonly ArmourRank[] = [
  { rank: 1, dodge: 3, defense: 0, needsEnduranceOrMuscles: false },
  { rank: 2, dodge: 2, defense: 1, needsEnduranceOrMuscles: false },
  { rank: 3, dodge: 1, defense: 2, needsEnduranceOrMuscles: false },
  { rank: 4, dodge: 0, defense: 3, needsEnduranceOrMuscles: true },
];

/** The suit a character wears (only one counts), or none. */
export interface Worn {
  readonly rank: number;
  /** At least one rank in the endurance or muscles skill. */
  readonly enduranceOrMuscles?: boolean;
}

/**
 * Table ruling: no armour gives +0 / +0, and rank 4 without its prerequisite gives no
 * bonuses at all until the prerequisite is met.
 */
export function armourBonuses(worn: Worn | undefined): { dodge: number; defense: number } {
  if (worn === undefined) return { dodge: 0, defense: 0 };
  const row = ARMOUR.find((a) => a.rank === worn.rank);
  if (!row) throw new RangeError(`armour ranks run 1 to 4, got ${worn.rank}`);
  if (row.needsEnduranceOrMuscles && !worn.enduranceOrMuscles) return { dodge: 0, defense: 0 };
  return { dodge: row.dodge, defense: row.defense };
}

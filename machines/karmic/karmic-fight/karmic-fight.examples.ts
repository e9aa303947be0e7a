/**
 * A whole fight's worked example, ours (the seeds have none): an archer and a swordsman against
 * two foes coming on from 30 yards, played by the suggested move from a fresh table.
 */
import type { WorkedExample } from '../../core/procedure.js';
import { WEAPONS } from '../melee-weapons.js';
import { WEAPON_PRESETS } from '../ranged-weapons.js';
import type { KarmicFightEvent, KarmicFightInput, Member } from './karmic-fight.context.js';
import type { karmicFightMachine } from './karmic-fight.machine.js';

export const DEFAULT_DISTANCE = 30;
export const DEFAULT_SEED = 11;

/** Wren, an archer who is no great hand with a sword; Devon, the book's swordsman; two of the GM's raiders. */
export const DEFAULT_ROSTER: readonly Member[] = [
  {
    team: 'party',
    fighter: {
      name: 'Wren',
      weapon: WEAPONS.sword!,
      skill: 2,
      combatTraining: 2,
      willpower: 0,
      finesse: 1,
      armour: 0,
      hitPoints: 8,
      deck: 'karma',
    },
    shoot: { weapon: WEAPON_PRESETS['short-bow'], skill: 3 },
  },
  {
    team: 'party',
    fighter: {
      name: 'Devon',
      weapon: WEAPONS.sword!,
      skill: 3,
      combatTraining: 2,
      willpower: 0,
      finesse: 0,
      armour: 0,
      hitPoints: 8,
      deck: 'karma',
    },
  },
  {
    team: 'foes',
    fighter: {
      name: 'Grub',
      weapon: WEAPONS.mace!,
      skill: 2,
      combatTraining: 0,
      willpower: 0,
      finesse: 0,
      armour: -1,
      hitPoints: 9,
      deck: 'world',
    },
  },
  {
    team: 'foes',
    fighter: {
      name: 'Nails',
      weapon: WEAPONS['medium-axe']!,
      skill: 2,
      combatTraining: 1,
      willpower: 0,
      finesse: 0,
      armour: -1,
      hitPoints: 9,
      deck: 'world',
    },
  },
];

export const DEFAULT_INPUT: KarmicFightInput = { roster: DEFAULT_ROSTER, distance: DEFAULT_DISTANCE, seed: DEFAULT_SEED };

export const KARMIC_FIGHT_EXAMPLES = [
  {
    id: 'first-skirmish',
    title: 'A first skirmish: Wren and Devon against Grub and Nails, from 30 yards (ours)',
    input: DEFAULT_INPUT,
    events: [] as readonly KarmicFightEvent[],
  },
] as const satisfies readonly WorkedExample<typeof karmicFightMachine>[];

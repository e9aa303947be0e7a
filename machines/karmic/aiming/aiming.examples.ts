/**
 * Aiming's worked example, the book's own, as an input and the events that play it;
 * aiming.examples.test.ts asserts every step's numbers against the book.
 */
import type { WorkedExample } from '../../core/procedure.js';
import { WEAPON_PRESETS } from '../ranged-weapons.js';
import { SEED_AIMING_RULES } from './aiming.context.js';
import type { aimingMachine } from './aiming.machine.js';
import { DEFAULT_TARGET } from './aiming.setup.js';

export const AIMING_EXAMPLES: readonly WorkedExample<typeof aimingMachine>[] = [
  {
    // The book's worked example: Enris aims his spear (aim 3) at a deer and is dealt +2, −4,
    // −7, then +5 as the +2 falls off; he throws with the +5. His finesse of +1 is from the
    // seed's charm example (a +5 "modified for his finesse" is +6). The deer's distance and
    // the spear's stats other than aim are not given; these are the project's.
    id: 'enris',
    title: 'Enris aiming his spear (aim 3)',
    input: {
      seed: 2008,
      stacked: ['2s', '4h', '7h', '5s'],
      targetStacked: [],
      weapon: WEAPON_PRESETS.spear,
      shooter: { skill: 2, finesse: 1, armourFinesse: 0 },
      target: { ...DEFAULT_TARGET, situations: ['stationary'], distance: 5 },
      rules: SEED_AIMING_RULES,
    },
    events: [{ type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'shot.fired' }],
  },
];

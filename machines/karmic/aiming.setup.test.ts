import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { aimingMachine } from './aiming.machine.js';
import { DEFAULT_TARGET, ENRIS_EXAMPLE, parseAimingSetup } from './aiming.setup.js';
import { describeAiming } from './aiming.view.js';
import { WEAPON_PRESETS } from './ranged-weapons.js';

describe('parseAimingSetup', () => {
  it('gives the defaults, with no errors, for no attributes', () => {
    const { input, errors } = parseAimingSetup({}, 42);
    expect(errors).toEqual([]);
    expect(input.seed).toBe(42);
    expect(input.weapon).toEqual(WEAPON_PRESETS.spear);
    expect(input.target).toEqual(DEFAULT_TARGET);
  });

  it('reads a stacked deck and a preset with one stat overridden', () => {
    const { input, errors } = parseAimingSetup({ deck: '2♠ 4h 7♥ 5s', weapon: 'short-bow', aim: '4', seed: '9' });
    expect(errors).toEqual([]);
    expect(input.stacked).toEqual(['2s', '4h', '7h', '5s']);
    expect(input.weapon).toMatchObject({ name: 'Short bow (custom)', aim: 4, rate: { shots: 1, turns: 2 } });
    expect(input.seed).toBe(9);
  });

  it('names a custom weapon as such, starting from the spear’s numbers', () => {
    const { input, errors } = parseAimingSetup({ weapon: 'custom', range: '30' });
    expect(errors).toEqual([]);
    expect(input.weapon).toMatchObject({ name: 'Custom weapon', aim: 3, range: 30 });
  });

  it('reads the target: situations, distance, called shot, size, dodge, melee', () => {
    const { input, errors } = parseAimingSetup({ situation: 'running low-light', distance: '12.5', location: 'legs', size: 'large', dodge: '3', melee: '' });
    expect(errors).toEqual([]);
    expect(input.target).toEqual({ situations: ['running', 'low-light'], distance: 12.5, location: 'legs', size: 'large', dodge: 3, block: null, inMelee: true });
  });

  it.each([
    [{ seed: 'abc' }, 'seed: "abc" is not a whole number; using a fresh seed'],
    [{ deck: '2s 11h' }, 'deck: "11h" is not a card (try forms like A♠, 10h, Qd or JK); the deck is shuffled instead'],
    [{ deck: '7d' }, 'deck: "7d" is not in this deck (a new karma deck has no 6 to 10 of diamonds or clubs); the deck is shuffled instead'],
    [{ deck: '2s 2s' }, 'deck: "2s" is listed twice; the deck is shuffled instead'],
    [{ weapon: 'trebuchet' }, 'weapon: "trebuchet" is not one of spear, short-bow, throwing-knife, rock, crossbow or custom; using spear'],
    [{ aim: '0' }, 'aim: 0 is outside 1 to 10; using 3'],
    [{ range: 'far' }, 'range: "far" is not a whole number; using 20'],
    [{ maneuvers: 'often' }, 'maneuvers: "often" is not a number of maneuvers (try 1, 2 or 1/2); using 1/1'],
    [{ 'armour-finesse': '2' }, 'armour-finesse: 2 is outside -10 to 0; using 0'],
    [{ situation: 'flying' }, 'situation: "flying" not known (use running, walking, stationary, prone, obscured, low-light, riding); using stationary'],
    [{ situation: 'running stationary' }, 'situation: a target cannot be running and stationary at once; using stationary'],
    [{ distance: 'near' }, 'distance: "near" is not a number of yards; using 10'],
    [{ location: 'tail' }, 'location: "tail" is not one of torso, head, head-vitals, torso-vitals, legs, arms; using torso'],
    [{ location: 'head-vitals', size: 'small' }, 'location: head vitals cannot be called on a small creature; using torso'],
    [{ size: 'huge' }, 'size: "huge" is not normal, large or small; using normal'],
    [{ dodge: '2', block: '3' }, 'block: a target that dodges can take no other action, so it cannot also block; the block is ignored'],
    [{ melee: 'maybe' }, 'melee: "maybe" should be present (firing into melee) or absent; treated as absent'],
  ])('says exactly what is wrong with %o', (attrs, message) => {
    const { errors } = parseAimingSetup(attrs, 1);
    expect(errors).toEqual([message]);
  });

  it('still gives a machine input that starts when every attribute is bad', () => {
    const { input, errors } = parseAimingSetup({ seed: 'x', deck: 'zz', weapon: 'x', aim: 'x', distance: 'x', location: 'x' }, 5);
    expect(errors.length).toBe(6);
    expect(() => initialTransition(aimingMachine, input)).not.toThrow();
  });
});

describe('what the widget is told to show', () => {
  it('marks the best card, the card about to fall off, and the odds of improving, in the Enris example', () => {
    let [s] = initialTransition(aimingMachine, ENRIS_EXAMPLE.input);
    for (const e of ENRIS_EXAMPLE.events.slice(0, 3)) [s] = transition(aimingMachine, s, e);
    const v = describeAiming(s.context, 'aiming');
    expect(v.row.map((r) => [r.label, r.best, r.fallsOffNext])).toEqual([
      ['+2', true, true],
      ['-4', false, false],
      ['-7', false, false],
    ]);
    // Above +2 in the 41 cards left: 3–5 of spades, 3–5 of clubs, 6–10 of spades, K♠ and K♣ (+3).
    expect(v.odds).toEqual({ favourable: 13, total: 41 });
    expect(v.oddsText).toBe('13 in 41 (31.7%)');
    expect(v.bandText).toBe('5 yards with a range of 20: short range (-2)');
    expect(v.preview!.sum).toBe('+2 card + 0 force + 1 finesse + 0 hit location: torso + 1 target stationary − 2 short range = +2');
  });
});

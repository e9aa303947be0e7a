import { describe, expect, it } from 'vitest';
import type { AttackRollEvent, WoundPick } from './attack-roll.context.js';
import { blowProblem } from './attack-roll.lethal-blow.js';
import { lethalWoundOptions } from './attack-roll.choices.js';
import { linked, play, said, table } from './attack-roll.testing.js';

const A_FIRST: AttackRollEvent = { type: 'round.begun', first: 'attacker' };
const blow = (location: 'torso' | 'legs' | 'arms' | 'head', wound: WoundPick, side: 'left' | 'right' | null = null, fatal = false) =>
  ({ type: 'blow.struck', location, side, wound, fatal }) as const;
/** Bram with a Small weapon (1d3) and Toughness 4: a lethal blow deals 3 + 2 = 5. */
const DAGGER = { weapons: ['small'] as const, toughness: 4 };
const HELPLESS = { awareness: 'helpless' as const, life: 20, maxLife: 20 };

describe('the wound a lethal blow leaves (Table ruling: the wound a lethal blow leaves)', () => {
  it('leaves the crippling wound of the striker’s choice, whatever the damage: a dagger can take an arm', () => {
    // The arms chart's fifth entry is Removed (15+), chosen with a 5-point blow.
    const s = play(table([], DAGGER, HELPLESS), [A_FIRST, blow('arms', 4, 'left')]);
    expect(s.context.attacks[0]!.damage!.dealt).toBe(5);
    expect(s.context.attacks[0]!.wound).toMatchObject({ location: 'arms', side: 'left', name: 'Removed', band: 4, chosen: true });
    expect(said(s)).toContain('Chosen: the left arm, from the arms chart (its 15+ row): Removed (part of the arm is lost).');
    expect(linked(s)).toContain('the-wound-a-lethal-blow-leaves');
  });

  it('lets the striker take the eye or the ear, each an entry of the head chart', () => {
    const options = lethalWoundOptions('head').map((o) => o.label);
    expect(options).toEqual([
      'the one its damage reaches',
      'Rattled (3 or less)',
      'Lost eye (4–6)',
      'Lost ear (4–6)',
      'Disfigured (7–9)',
      'Broken jaw (10–14)',
      'Decapitated (15+)',
    ]);
    expect(play(table([], DAGGER, HELPLESS), [A_FIRST, blow('head', 2)]).context.attacks[0]!.wound!.name).toBe('Lost ear');
  });

  it('puts a chosen limb wound on the side named, where its penalties count', () => {
    // A numb right arm: the raider's weapon hand.
    const s = play(table([], DAGGER, HELPLESS), [A_FIRST, blow('arms', 1, 'right')]);
    expect(s.context.afflictions[0]).toMatchObject({ on: 'defender', location: 'arms', side: 'right', name: 'Numb' });
  });

  it('can leave the entry the blow’s damage reaches, as the chart would read it', () => {
    const s = play(table([], DAGGER, HELPLESS), [A_FIRST, blow('torso', 'as-dealt')]);
    expect(s.context.attacks[0]!.wound).toMatchObject({ name: 'Thrown back', band: 1 });
    expect(said(s)).toContain('Chosen: the torso, 4–6 damage on the torso chart: Thrown back');
  });

  it('kills outright when the striker chooses Decapitated, with no Endure check', () => {
    const s = play(table([], DAGGER, HELPLESS), [A_FIRST, blow('head', 5)]);
    expect(s.value).toBe('dead');
    expect(s.context.deathCause).toBe('decapitated');
  });

  it('asks for the Endure check when meant to kill with any other wound', () => {
    const s = play(table([], DAGGER, HELPLESS), [A_FIRST, blow('legs', 0, 'left', true)]);
    expect(s.hasTag('endure check')).toBe(true);
  });

  it('refuses a wound that is not on the location’s chart, and a side that is not left or right', () => {
    const s = play(table([], DAGGER, HELPLESS), [A_FIRST]);
    expect(blowProblem(s.context, 'torso', null, 5, false)).toBe(
      'choose one of the 5 wounds of the torso chart, or the one the damage reaches',
    );
    expect(blowProblem(s.context, 'head', null, 6, false)).toMatch(/6 wounds of the head chart/);
    expect(blowProblem(s.context, 'arms', 'up', 0, false)).toBe('say which side, left or right, or none');
    expect(blowProblem(s.context, 'arms', 'left', 1.5, false)).toMatch(/choose one of/);
    expect(blowProblem(s.context, 'arms', 'left', 'constructor', false)).toMatch(/choose one of/);
    expect(s.can(blow('torso', 5))).toBe(false);
  });

  it('is open to either fighter: the defender strikes a lethal blow at a helpless attacker', () => {
    const s = play(table([], { awareness: 'helpless' }, { attack: 2, weapons: ['medium'], toughness: 3 }), [
      { type: 'round.begun', first: 'defender' },
      blow('torso', 2),
    ]);
    expect(s.context.attacks[0]).toMatchObject({ by: 'defender', how: 'lethal', wound: { name: 'Minor organ damage' } });
    expect(s.context.afflictions[0]!.on).toBe('attacker');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { transition } from 'xstate';
import { aimingMachine } from './aiming.machine.js';
import { DEFAULT_TARGET } from './aiming.setup.js';
import { describeAiming } from './aiming.view.js';
import { resolveShot, type DefenceTotal, type Target } from '../ranged-shot.js';
import { WEAPON_PRESETS } from '../ranged-weapons.js';
import { fireProblem, isValidJokerValue, jokerProblem } from './aiming.problems.js';
import { play, said, dodging, blocking, input } from './aiming.testing.js';

describe('a joker in a shot (ruling: damage, hit location and jokers)', () => {
  // Thrown spear at 5 yards, stationary target, finesse 0: card + 0 force + 0 finesse
  // + 0 torso + 1 stationary − 2 short range; damage card + 1 edge, capped at 5.
  const jokerFired = () => play(input({ stacked: ['JK1'] }), [{ type: 'aim.dealt' }, { type: 'shot.fired', cardIndex: 0 }]);

  it('waits for the GM to name the joker’s value before working the shot out', () => {
    const fired = jokerFired()[2]!;
    expect(fired.matches({ shooting: 'ruling' })).toBe(true);
    expect(fired.context.shot).toMatchObject({ chain: ['JK1'], wild: true, jokerValue: null, result: null });
    expect(said(fired)).toMatch(/the GM names its value as a card, from −10 to \+10/);
    expect(fired.can({ type: 'shot.begun' })).toBe(false);
    expect(fired.can({ type: 'hit.taken' })).toBe(false);
    expect(fired.can({ type: 'aim.dealt' })).toBe(false);
  });

  it('works a joker the GM names +4 out as a +4 card in both the attack and the damage total', () => {
    const snaps = play(input({ stacked: ['JK1'] }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired', cardIndex: 0 },
      { type: 'joker.ruled', value: 4 },
    ]);
    const ruled = snaps[3]!;
    expect(ruled.value).toBe('resolved');
    expect(ruled.context.shot!.jokerValue).toBe(4);
    const r = ruled.context.shot!.result!;
    expect(r.terms[0]).toEqual({ label: 'card', value: 4 });
    expect(r.attackTotal).toBe(3); // +4 card + 0 + 0 + 0 torso + 1 stationary − 2 short range
    expect(r.outcome).toEqual({ kind: 'hit', attackTotal: 3, damage: 5, rawDamage: 5, capped: false });
    expect(said(ruled)).toBe(
      'The GM names the joker +4. 4 card + 1 target stationary − 2 short range = 3. Attack total +3: a hit for 5 damage.',
    );
  });

  it('gives the same result as a natural card of the value the GM named', () => {
    const weapon = WEAPON_PRESETS['short-bow'];
    const shooter = { skill: 1, finesse: 2, armourFinesse: -1 };
    const targets: Target[] = [
      { ...DEFAULT_TARGET, distance: 25, defence: dodging(1, 1) },
      { ...DEFAULT_TARGET, distance: 12, defence: blocking(1) },
      { ...DEFAULT_TARGET, distance: 40, situations: ['running'], inMelee: true, defence: dodging(2) },
      { ...DEFAULT_TARGET, distance: 1, location: 'head' },
    ];
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), fc.constantFrom(...targets), (value, target) => {
        const [, , , ruled] = play(input({ stacked: ['JK2'], targetStacked: ['3s'], weapon, shooter, target }), [
          { type: 'shot.fired' },
          { type: 'card.chosen', card: 'JK2' },
          { type: 'joker.ruled', value },
        ]);
        // The target's check (if any) drew the stacked +3: a dodge adds awareness, a block does not.
        const defence: DefenceTotal | null =
          target.inMelee || target.defence.kind === 'none' ? null : { kind: target.defence.kind, total: 3 + target.defence.awareness };
        expect(ruled!.context.shot!.result).toEqual(resolveShot(value, weapon, shooter, target, defence));
      }),
    );
  });

  it('sends a joker ruled low into a melee at another combatant, the inverse of its value for damage', () => {
    const target: Target = { ...DEFAULT_TARGET, distance: 5, inMelee: true, defence: dodging(4) };
    const [, , , ruled] = play(input({ stacked: ['JK1'], target }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired', cardIndex: 0 },
      { type: 'joker.ruled', value: -6 },
    ]);
    // −6 card + 1 stationary − 2 short range = −7; no dodge in a melee; inverse +6 + 1 edge = 7, capped at 5.
    expect(ruled!.context.shot!.result!.outcome).toEqual({
      kind: 'stray',
      attackTotal: -7,
      inverse: 6,
      damage: 5,
      rawDamage: 7,
      capped: true,
    });
  });

  it('takes the target’s dodge off a ruled joker as off any card', () => {
    const target: Target = { ...DEFAULT_TARGET, distance: 5, defence: dodging(1, 1) };
    const [, , , ruled] = play(input({ stacked: ['JK1'], targetStacked: ['2s'], target }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired', cardIndex: 0 },
      { type: 'joker.ruled', value: 4 },
    ]);
    // The dodge: +2 card + 1 awareness = 3.
    expect(ruled!.context.shot!.result!.terms.at(-1)).toEqual({ label: 'target’s dodge', value: -3 });
    expect(ruled!.context.shot!.result!.outcome).toEqual({ kind: 'miss', attackTotal: 0, everyone: false });
  });

  it('refuses a value outside −10..+10 or not a whole number, and takes −10 and +10', () => {
    const waiting = jokerFired()[2]!;
    for (const value of [-11, 11, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(waiting.can({ type: 'joker.ruled', value }), `value ${value}`).toBe(false);
      expect(isValidJokerValue(value)).toBe(false);
    }
    expect(waiting.can({ type: 'joker.ruled', value: '4' as unknown as number })).toBe(false);
    expect(waiting.can({ type: 'joker.ruled', value: -10 })).toBe(true);
    expect(waiting.can({ type: 'joker.ruled', value: 10 })).toBe(true);
    expect(transition(aimingMachine, waiting, { type: 'joker.ruled', value: 11 })[0].matches({ shooting: 'ruling' })).toBe(true);
    expect(jokerProblem(waiting.context, 11)).toBe("the GM names a joker's value as a card: a whole number from −10 to +10");
  });

  it('takes a ruling only while one is pending: not before the shot, not twice, not for a natural card', () => {
    const [start0, aimed, , ruled] = play(input({ stacked: ['JK1'] }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired', cardIndex: 0 },
      { type: 'joker.ruled', value: 1 },
    ]);
    expect(start0!.can({ type: 'joker.ruled', value: 1 })).toBe(false);
    expect(aimed!.can({ type: 'joker.ruled', value: 1 })).toBe(false);
    expect(ruled!.can({ type: 'joker.ruled', value: 2 })).toBe(false);
    const natural = play(input({ stacked: ['4s'] }), [{ type: 'aim.dealt' }, { type: 'shot.fired' }])[2]!;
    expect(natural.value).toBe('resolved');
    expect(natural.can({ type: 'joker.ruled', value: 2 })).toBe(false);
  });

  it('asks the GM when a hit draws a joker, and adds its value to the chain', () => {
    const snaps = play(input({ stacked: ['Ks', 'JK1'] }), [{ type: 'aim.dealt' }, { type: 'shot.fired' }, { type: 'hit.taken' }]);
    const drawn = snaps[3]!;
    expect(drawn.matches({ shooting: 'ruling' })).toBe(true);
    expect(drawn.context.shot).toMatchObject({ chain: ['Ks', 'JK1'], wild: true, jokerValue: null });
    expect(said(drawn)).toMatch(/^Hit: drew a joker onto \+3\. A joker is wild/);
    const ruled = transition(aimingMachine, drawn, { type: 'joker.ruled', value: -2 })[0];
    expect(ruled.value).toBe('resolved');
    const r = ruled.context.shot!.result!;
    expect(r.terms[0]!.value).toBe(1); // +3 king, joker as −2
    expect(r.attackTotal).toBe(0); // 1 + 1 stationary − 2 short range
    expect(r.outcome.kind).toBe('miss');
    expect(said(ruled)).toMatch(/^The GM names the joker −2, making the card value \+1\./);
  });

  it('asks the GM for a shot fired without aiming when the shooter uses the joker drawn', () => {
    const [, , chosen] = play(input({ stacked: ['JK2'], shooter: { skill: 0, finesse: 0, armourFinesse: 0 } }), [
      { type: 'shot.fired' },
      { type: 'card.chosen', card: 'JK2' },
    ]);
    expect(chosen!.matches({ shooting: 'ruling' })).toBe(true);
    expect(chosen!.context.shot).toMatchObject({ source: 'snap', chain: ['JK2'] });
  });

  it('fires a lone joker when nothing else shows, under either reading: the GM names its worth (ruling: the best card in the row)', () => {
    for (const aimedCard of ['best', 'any'] as const) {
      const [, aimed, fired] = play(input({ stacked: ['JK1'], rules: { aimedCard } }), [{ type: 'aim.dealt' }, { type: 'shot.fired' }]);
      expect(fireProblem(aimed!.context)).toBeUndefined();
      expect(fired!.matches({ shooting: 'ruling' })).toBe(true);
      expect(said(fired!)).toContain('nothing but a joker shows, so the shot uses it');
    }
  });

  it('keeps a waiting joker in a JSON snapshot that resumes to the same ruling', () => {
    const waiting = jokerFired()[2]!;
    const json = JSON.parse(JSON.stringify({ value: waiting.value, context: waiting.context }));
    expect(json.context).toEqual(waiting.context);
    const resumed = aimingMachine.resolveState(json);
    expect(resumed.matches({ shooting: 'ruling' })).toBe(true);
    const a = transition(aimingMachine, resumed, { type: 'joker.ruled', value: 4 })[0];
    const b = transition(aimingMachine, waiting, { type: 'joker.ruled', value: 4 })[0];
    expect(a.value).toBe('resolved');
    expect(JSON.stringify(a.context)).toBe(JSON.stringify(b.context));
    expect(JSON.parse(JSON.stringify(a.context))).toEqual(a.context);
  });

  it('shows the GM’s question with every value from −10 to +10, then the sums with "joker as +4"', () => {
    const [, , waiting, ruled] = play(input({ stacked: ['JK1'] }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired', cardIndex: 0 },
      { type: 'joker.ruled', value: 4 },
    ]);
    const asking = describeAiming(waiting!);
    expect(asking.jokerRuling!.options.map((o) => o.value)).toEqual(Array.from({ length: 21 }, (_, i) => i - 10));
    expect(asking.jokerRuling!.options[0]!.label).toBe('−10');
    expect(asking.jokerRuling!.options[20]!.label).toBe('+10');
    expect(asking.shot).toMatchObject({ cardValue: null, sum: null, damage: null, chainLabel: 'joker (the GM names its value)' });
    expect(asking.canNext).toBe(false);
    const shown = describeAiming(ruled!);
    expect(shown.jokerRuling).toBeNull();
    expect(shown.shot).toMatchObject({
      cardValue: 4,
      jokerValue: 4,
      chainLabel: 'joker as +4',
      sum: '4 card (joker as +4) + 1 target stationary − 2 short range = 3',
      damage: '4 card (joker as +4) + 1 edge = 5: 5',
      outcome: 'Attack total +3: a hit for 5 damage.',
    });
  });

  it('shows a joker hit onto a king as "+3, then joker as −2" in the sums', () => {
    const snaps = play(input({ stacked: ['Ks', 'JK1'], target: { ...DEFAULT_TARGET, distance: 1 } }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired' },
      { type: 'hit.taken' },
      { type: 'joker.ruled', value: -2 },
    ]);
    const v = describeAiming(snaps[4]!);
    expect(v.shot!.chainLabel).toBe('+3 (hit), then joker as −2');
    expect(v.shot!.sum).toMatch(/^1 card \(\+3, then joker as −2\) /);
  });
});

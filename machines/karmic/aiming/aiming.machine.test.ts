import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { transition } from 'xstate';
import { karmaDeck, karmaValue } from '../karma-deck.js';
import { aimingMachine } from './aiming.machine.js';
import { bestShowingIndex, dealIntoWindow, improvementOdds, nextToFallOff } from './aiming.rules.js';
import { DEFAULT_TARGET } from './aiming.setup.js';
import { type Target } from '../ranged-shot.js';
import { WEAPON_PRESETS } from '../ranged-weapons.js';
import { aimProblem, choiceProblem, fireProblem, isValidTargetChange, targetChangeProblem } from './aiming.problems.js';
import { type Snap, start, play, said, dodging, blocking, input } from './aiming.testing.js';

describe('the aim window', () => {
  it('holds one card at aim 1: each new card replaces the last', () => {
    let w: string[] = [];
    w = dealIntoWindow(w, '2s', 1).window;
    const step = dealIntoWindow(w, '5s', 1);
    expect(step).toEqual({ window: ['5s'], discarded: ['2s'] });
  });

  it('holds two cards at aim 2 and then drops the oldest', () => {
    let w: string[] = [];
    for (const c of ['2s', '3s']) w = dealIntoWindow(w, c, 2).window;
    expect(w).toEqual(['2s', '3s']);
    expect(dealIntoWindow(w, '4s', 2)).toEqual({ window: ['3s', '4s'], discarded: ['2s'] });
  });

  it('holds three cards at aim 3, then discards the first card drawn as the fourth arrives (ruling: which card falls off, and when)', () => {
    let w: string[] = [];
    for (const c of ['2s', '4h', '7h']) w = dealIntoWindow(w, c, 3).window;
    expect(nextToFallOff(w, 3)).toBe('2s');
    expect(dealIntoWindow(w, '5s', 3)).toEqual({ window: ['4h', '7h', '5s'], discarded: ['2s'] });
  });

  it('keeps discarding oldest first beyond the aim (aim 3, six rounds)', () => {
    let w: string[] = [];
    const discarded: string[] = [];
    for (const c of ['As', '2s', '3s', '4s', '5s', '6s']) {
      const r = dealIntoWindow(w, c, 3);
      w = r.window;
      discarded.push(...r.discarded);
    }
    expect(w).toEqual(['4s', '5s', '6s']);
    expect(discarded).toEqual(['As', '2s', '3s']);
  });

  it('marks nothing to fall off while the row has room', () => {
    expect(nextToFallOff(['2s', '3s'], 3)).toBeUndefined();
  });
});

describe('the best showing card', () => {
  it('is the highest karma value', () => {
    expect(bestShowingIndex(['4h', '7h', '5s'])).toBe(2);
    expect(bestShowingIndex(['4h', '7h', '2h'])).toBe(2);
  });
  it('prefers a hit card on a tie (hitting is optional, so it is never worse)', () => {
    expect(bestShowingIndex(['3s', 'Ks'])).toBe(1); // +3 and +3 (hit)
    expect(bestShowingIndex(['Ks', '3s'])).toBe(0);
  });
  it('never picks a joker by itself: jokers are the GM’s call', () => {
    expect(bestShowingIndex(['JK1', '4h'])).toBe(1);
    expect(bestShowingIndex(['JK1'])).toBeUndefined();
  });
});

describe('the chance that another round of aiming improves the best card (ruling: the chance that aiming again helps)', () => {
  it('counts the cards left above the best showing, exactly', () => {
    // Best showing +9; in a fresh 44-card deck minus the row, above +9 is only 10♠.
    const deck = karmaDeck().filter((c) => !['9s', '4h'].includes(c));
    expect(improvementOdds(['9s', '4h'], 3, { drawPile: deck, discardPile: [] })).toEqual({ favourable: 1, total: 42 });
  });
  it('does not count jokers or equal cards as improvements', () => {
    expect(improvementOdds(['5s'], 3, { drawPile: ['JK1', '5c', '6s', 'Ks'], discardPile: [] })).toEqual({ favourable: 1, total: 4 });
  });
  it('uses the discard pile plus the card about to fall off when the draw pile is empty', () => {
    expect(improvementOdds(['As', '2s'], 2, { drawPile: [], discardPile: ['3s', '4h'] })).toEqual({ favourable: 1, total: 3 });
  });
  it('has nothing to say while the row is empty', () => {
    expect(improvementOdds([], 3, { drawPile: ['2s'], discardPile: [] })).toBeNull();
  });
  it('matches the share of cards drawn next that beat the best, over every possible next card', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 8 }), (seed, aim, rounds) => {
        let s = start(input({ seed, weapon: { ...WEAPON_PRESETS.spear, aim } }));
        for (let i = 0; i < rounds; i++) s = transition(aimingMachine, s, { type: 'aim.dealt' })[0];
        const ctx = s.context;
        const odds = improvementOdds(ctx.window, aim, ctx.pile);
        const bestIndex = bestShowingIndex(ctx.window);
        if (bestIndex === undefined) return odds === null; // only jokers show
        if (odds === null) return false;
        const best = karmaValue(ctx.window[bestIndex]!)!;
        // Brute force: put each remaining card on top in turn and aim once more.
        let better = 0;
        for (const top of ctx.pile.drawPile) {
          const rest = ctx.pile.drawPile.filter((c) => c !== top);
          const next = transition(aimingMachine, { ...s, context: { ...ctx, pile: { ...ctx.pile, drawPile: [top, ...rest] } } } as Snap, {
            type: 'aim.dealt',
          })[0];
          const newBest = bestShowingIndex(next.context.window);
          if (newBest !== undefined && karmaValue(next.context.window[newBest]!)! > best) better++;
        }
        return odds.total === ctx.pile.drawPile.length && odds.favourable === better;
      }),
      { numRuns: 60 },
    );
  });
});

describe('the aiming machine', () => {
  it('fires without aiming as a basic check: draws the skill’s cards and lets the shooter choose which to use', () => {
    const [, fired, chosen] = play(input({ stacked: ['3h', '8s', 'As'], shooter: { skill: 3, finesse: 0, armourFinesse: 0 } }), [
      { type: 'shot.fired' },
      { type: 'card.chosen', card: '8s' },
    ]);
    expect(fired!.matches({ shooting: 'choosing' })).toBe(true);
    expect(fired!.context.shot).toMatchObject({ source: 'snap', drawn: ['3h', '8s', 'As'], chain: [] });
    expect(said(fired!)).toMatch(/Choose the card to use: usually the best, but the choice is the shooter's\./);
    expect(chosen!.context.shot).toMatchObject({ chain: ['8s'] });
    expect(chosen!.value).toBe('resolved');
  });

  it('follows the seed on an unaimed shot: the player may use a card other than the best, by choice', () => {
    const [, , chosen] = play(input({ stacked: ['3h', '8s', 'As'], shooter: { skill: 3, finesse: 0, armourFinesse: 0 } }), [
      { type: 'shot.fired' },
      { type: 'card.chosen', card: 'As' },
    ]);
    expect(chosen!.context.shot!.chain).toEqual(['As']);
    expect(chosen!.context.shot!.result!.terms[0]).toEqual({ label: 'card', value: 1 });
    expect(said(chosen!)).toContain('Uses +1 (the shooter’s choice, not the best of the draw).');
  });

  it('refuses a card that is not in the unaimed draw, and says why', () => {
    const [, fired] = play(input({ stacked: ['3h', '8s'], shooter: { skill: 1, finesse: 0, armourFinesse: 0 } }), [{ type: 'shot.fired' }]);
    expect(fired!.can({ type: 'card.chosen', card: '8s' })).toBe(false);
    expect(choiceProblem(fired!.context, '8s')).toBe('that card is not in the draw');
    expect(choiceProblem(fired!.context, 'constructor')).toBe('that card is not in the draw');
  });

  it('draws one card when the shooter has no skill (a default check)', () => {
    const [, fired] = play(input({ stacked: ['3h', '8s'], shooter: { skill: 0, finesse: 0, armourFinesse: 0 } }), [{ type: 'shot.fired' }]);
    expect(fired!.context.shot!.drawn).toEqual(['3h']);
  });

  it('lets the shooter fire with another card than the best when he names it', () => {
    const snaps = play(input({ stacked: ['2s', '9s'] }), [
      { type: 'aim.dealt' },
      { type: 'aim.dealt' },
      { type: 'shot.fired', cardIndex: 0 },
    ]);
    expect(snaps[3]!.context.shot!.chain).toEqual(['2s']);
  });

  it('lets a hit card draw the next card onto it, and stops when the chain ends', () => {
    const snaps = play(input({ stacked: ['Ks', 'Qs', '4h'] }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired' },
      { type: 'hit.taken' },
      { type: 'hit.taken' },
    ]);
    expect(snaps[2]!.matches({ shooting: 'hitting' })).toBe(true);
    expect(snaps[3]!.matches({ shooting: 'hitting' })).toBe(true);
    expect(snaps[4]!.value).toBe('resolved');
    expect(snaps[4]!.context.shot!.chain).toEqual(['Ks', 'Qs', '4h']);
    expect(snaps[4]!.context.shot!.result!.terms[0]!.value).toBe(1); // 3 + 2 − 4: hitting made it worse
  });

  it('lets the shooter stand on a hit card', () => {
    const snaps = play(input({ stacked: ['Ks', 'Qs'] }), [{ type: 'aim.dealt' }, { type: 'shot.fired' }, { type: 'hit.declined' }]);
    expect(snaps[3]!.context.shot!.chain).toEqual(['Ks']);
    expect(snaps[3]!.value).toBe('resolved');
  });

  it('refuses a shot beyond the weapon’s range', () => {
    const s = start(input({ target: { ...DEFAULT_TARGET, distance: 21 } }));
    expect(s.can({ type: 'shot.fired' })).toBe(false);
    expect(fireProblem(s.context)).toBe('the target is beyond the weapon’s range of 20 yards');
    expect(s.can({ type: 'aim.dealt' })).toBe(true);
  });

  it('refuses a called shot at a small creature’s head vitals', () => {
    const s = start(input({ target: { ...DEFAULT_TARGET, size: 'small', location: 'head-vitals' } }));
    expect(s.can({ type: 'shot.fired' })).toBe(false);
  });

  it('makes a ½ weapon fired on turn 1 wait: aiming on turn 2, firing again on turn 3 (ruling: maximum maneuvers as a fraction)', () => {
    const bow = input({ stacked: ['2s', '3s', '4s'], weapon: WEAPON_PRESETS['short-bow'], target: { ...DEFAULT_TARGET, distance: 10 } });
    const snaps = play(bow, [{ type: 'shot.fired' }, { type: 'card.chosen', card: '2s' }, { type: 'shot.begun' }]);
    const turn2 = snaps[3]!;
    expect(turn2.context.turn).toBe(2);
    expect(turn2.can({ type: 'shot.fired' })).toBe(false);
    expect(fireProblem(turn2.context)).toBe('the weapon’s maximum maneuvers do not allow another use yet');
    const turn3 = transition(aimingMachine, turn2, { type: 'aim.dealt' })[0];
    expect(turn3.context.turn).toBe(3);
    expect(turn3.can({ type: 'shot.fired' })).toBe(true);
  });

  it('lets a weapon of 2 maneuvers fire twice in one turn, but not aim after a shot that turn (ruling: maximum maneuvers as a fraction)', () => {
    const knife = input({
      stacked: ['2s', '3s', '4s'],
      weapon: WEAPON_PRESETS['throwing-knife'],
      target: { ...DEFAULT_TARGET, distance: 3 },
    });
    const snaps = play(knife, [{ type: 'shot.fired' }, { type: 'card.chosen', card: '2s' }, { type: 'shot.begun' }]);
    expect(snaps[3]!.context.turn).toBe(1);
    expect(snaps[3]!.can({ type: 'aim.dealt' })).toBe(false);
    expect(aimProblem(snaps[3]!.context)).toBe('aiming takes a whole round, and this turn has seen a shot');
    expect(snaps[3]!.can({ type: 'shot.fired' })).toBe(true);
    const after = play(knife, [
      { type: 'shot.fired' },
      { type: 'card.chosen', card: '2s' },
      { type: 'shot.begun' },
      { type: 'shot.fired' },
      { type: 'card.chosen', card: '4s' },
      { type: 'shot.begun' },
    ]);
    expect(after[6]!.context.turn).toBe(2);
  });

  it('loses the aim when a turn passes without aiming or firing (ruling: a turn spent neither aiming nor firing)', () => {
    const snaps = play(input(), [{ type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'turn.waited' }]);
    expect(snaps[3]!.context.window).toEqual([]);
    expect(snaps[3]!.context.pile.discardPile).toEqual(snaps[2]!.context.window);
    expect(snaps[3]!.context.turn).toBe(4);
  });

  it('changes the target between rounds, and refuses what the tables do not have, whatever its shape', () => {
    const s = start(input());
    const moved = transition(aimingMachine, s, { type: 'target.changed', target: { situations: ['running'], distance: 12 } })[0];
    expect(moved.context.target).toMatchObject({ situations: ['running'], distance: 12 });
    expect(isValidTargetChange({ situations: ['running', 'stationary'] })).toBe(false);
    const odd: unknown[] = [
      { situations: ['constructor'] },
      { situations: 'running' },
      { location: 'constructor' },
      { location: '__proto__' },
      { size: 'toString' },
      { distance: -1 },
      { distance: '5' },
      { distance: 1e9 },
      { defence: { kind: 'dodge', skill: 11, awareness: 0 } },
      { defence: { kind: 'constructor', skill: 1, awareness: 0 } },
      { inMelee: 'yes' },
      { constructor: 1 },
      null,
      [],
    ];
    for (const change of odd) {
      expect(isValidTargetChange(change), JSON.stringify(change)).toBe(false);
      expect(s.can({ type: 'target.changed', target: change as Partial<Target> })).toBe(false);
    }
    const blocks = transition(aimingMachine, s, { type: 'target.changed', target: { defence: blocking(2) } })[0];
    expect(blocks.context.target.defence).toEqual(blocking(2));
  });

  it("makes the target’s dodge its own check, drawn from the GM’s world deck when the card is down, and holds it for the turn (ruling: the target's dodge or block check)", () => {
    const knife = input({
      stacked: ['7s', '2s', '3s', '4s'],
      targetStacked: ['5s', '9s'],
      weapon: WEAPON_PRESETS['throwing-knife'],
      shooter: { skill: 1, finesse: 0, armourFinesse: 0 },
      target: { ...DEFAULT_TARGET, distance: 3, defence: dodging(2, -1) },
    });
    const snaps = play(knife, [
      { type: 'shot.fired' },
      { type: 'card.chosen', card: '7s' },
      { type: 'shot.begun' },
      { type: 'shot.fired' },
      { type: 'card.chosen', card: '2s' },
    ]);
    // Nothing is drawn for the target until the shot's card is down.
    expect(snaps[1]!.context.defence).toBeNull();
    const first = snaps[2]!;
    expect(first.context.defence).toMatchObject({
      kind: 'dodge',
      turn: 1,
      drawn: ['5s', '9s'],
      card: '9s',
      total: 8,
      sum: '9 card \u2212 1 awareness = 8',
    });
    // 7 card + 1 force + 1 stationary − 4 medium range (3 of the knife's 10 yards) − 8 dodge = −3: a miss.
    expect(first.context.shot!.result!.attackTotal).toBe(-3);
    expect(said(first)).toContain(
      'The target dodges: the GM draws +5, +9 (skill 2: draw 2 cards) and plays +9: 9 card \u2212 1 awareness = 8. 8 comes off the attack total.',
    );
    // The second knife of the turn meets the same dodge; no new cards are drawn.
    const second = snaps[5]!;
    expect(second.context.defence).toEqual(first.context.defence);
    expect(said(second)).toContain("The target's dodge total of 8 still stands this turn.");
    // And it may not change its defence until the turn is over.
    expect(targetChangeProblem(snaps[3]!.context, { defence: blocking(3) })).toBe(
      'the target has already dodged this turn: its total stands until the turn ends',
    );
  });

  it('makes a block an opposed check against the attack total: greater blocks, a tie lets the shot through (ruling: how a shield block is compared)', () => {
    const target: Target = { ...DEFAULT_TARGET, distance: 5, defence: blocking(1) };
    // 5 card + 1 stationary − 2 short range = 4 against a block of 4 (a tie), then of 5.
    const tie = play(input({ stacked: ['5s'], targetStacked: ['4s'], target }), [{ type: 'aim.dealt' }, { type: 'shot.fired' }]).at(-1)!;
    expect(tie.context.shot!.result!.outcome.kind).toBe('hit');
    const beaten = play(input({ stacked: ['5s'], targetStacked: ['5c'], target }), [{ type: 'aim.dealt' }, { type: 'shot.fired' }]).at(-1)!;
    expect(beaten.context.shot!.result!.outcome).toEqual({ kind: 'blocked', attackTotal: 4, blockTotal: 5 });
  });

  it('draws no dodge for a target in a melee', () => {
    const s = play(input({ stacked: ['5s'], target: { ...DEFAULT_TARGET, distance: 5, inMelee: true, defence: dodging(3) } }), [
      { type: 'aim.dealt' },
      { type: 'shot.fired' },
    ]).at(-1)!;
    expect(s.context.defence).toBeNull();
    expect(s.context.targetPile.drawPile).toHaveLength(42);
  });

  it('reshuffles the discard pile when the deck runs out mid-aim', () => {
    let s = start(input({ weapon: { ...WEAPON_PRESETS.spear, aim: 2 } }));
    for (let i = 0; i < 44; i++) s = transition(aimingMachine, s, { type: 'aim.dealt' })[0];
    expect(s.context.pile.drawPile).toHaveLength(0);
    s = transition(aimingMachine, s, { type: 'aim.dealt' })[0];
    expect(s.context.reshuffled).toBe(true);
    expect(said(s)).toMatch(/reshuffled/);
  });
});

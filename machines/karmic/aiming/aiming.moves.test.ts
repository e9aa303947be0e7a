import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { aimingMachine } from './aiming.machine.js';
import { DEFAULT_TARGET } from './aiming.setup.js';
import { karmaValue } from '../karma-deck.js';
import { AIMING_EXAMPLES } from './aiming.examples.js';
import { type AimingEvent, type AimingInput } from './aiming.context.js';
import { aiming } from './index.js';
import { headline, moves } from './aiming.view.js';
import { input } from './aiming.testing.js';

type Snap = SnapshotFrom<typeof aimingMachine>;

function play(input: AimingInput, events: readonly AimingEvent[]): Snap {
  let [s] = initialTransition(aimingMachine, input);
  for (const e of events) [s] = transition(aimingMachine, s, e);
  return s;
}
const ids = (s: Snap) => moves(s).map((m) => m.id);
const suggested = (s: Snap) =>
  moves(s)
    .filter((m) => m.suggested)
    .map((m) => m.id);
const press = (s: Snap) => transition(aimingMachine, s, moves(s).find((m) => m.suggested)!.event)[0];
const aim = { type: 'aim.dealt' } as const;
const fire = { type: 'shot.fired' } as const;

describe('the moves of an aimed shot, and the one a learner should press', () => {
  it('suggests aiming first, not firing without aiming (issue 24)', () => {
    const s = play(input(), []);
    expect(moves(s).map((m) => m.label)).toEqual([
      'Aim: deal a card into the row (0 of 3 showing)',
      'Fire at once, unaimed (draw as a basic check)',
      'Let the turn pass (the aim is lost)',
    ]);
    expect(suggested(s)).toEqual(['aim']);
  });

  it('aims until the row is as long as the weapon’s aim, then fires with the best card: the book’s Enris fires with the +5 after his aim', () => {
    // The spear's aim is 3: +2, −4, −7 fill the row; one more round deals the +5 as the +2 falls off.
    const enris = AIMING_EXAMPLES[0]!.input;
    expect(suggested(play(enris, [aim, aim]))).toEqual(['aim']);
    const full = play(enris, [aim, aim, aim]);
    expect(suggested(full)).toEqual(['fire']);
    expect(moves(full).find((m) => m.id === 'fire')!.label).toBe('Fire now with the best card showing (+2)');
  });

  it('stops aiming early when no card left could beat the best showing', () => {
    const s = play(input({ stacked: ['10s'] }), [aim]);
    expect(s.context.window).toEqual(['10s']);
    expect(suggested(s)).toEqual(['fire']);
  });

  it('a shot that cannot be fired yet (beyond range) aims meanwhile', () => {
    const far = play(input({ target: { ...DEFAULT_TARGET, distance: 500 } }), [aim, aim, aim]);
    expect(ids(far)).toEqual(['aim', 'wait']);
    expect(suggested(far)).toEqual(['aim']);
  });

  it('under the ruling "any card of the row", offers the others too, and still suggests the best', () => {
    const s = play(input({ stacked: ['2s', '4h', '7h'], rules: { aimedCard: 'any' } }), [aim, aim, aim]);
    expect(ids(s)).toEqual(['aim', 'fire', 'fire-1', 'fire-2', 'wait']);
    expect(moves(s).find((m) => m.id === 'fire-2')!.label).toBe('Fire with the −7 instead');
    expect(suggested(s)).toEqual(['fire']);
  });

  it('an unaimed shot uses the best card of its draw', () => {
    const s = play(input({ stacked: ['3h', '5s'] }), [fire]);
    expect(s.hasTag('choosing')).toBe(true);
    expect(moves(s).map((m) => [m.label, m.suggested === true])).toEqual([
      ['Use the −3', false],
      ['Use the +5', true],
    ]);
  });

  it('hits when the cards left average above 0, stands otherwise', () => {
    // A −2 queen fired alone: the spear's deck less the queen and a few reds averages above 0.
    const red = play(input({ stacked: ['Qh', '10h', '9h', '8h'] }), [fire, { type: 'card.chosen', card: 'Qh' }]);
    expect(red.hasTag('hitting')).toBe(true);
    expect(ids(red)).toEqual(['hit', 'stand']);
    const black = play(input({ stacked: ['Qs', '10s', '9s', '8s'] }), [fire, { type: 'card.chosen', card: 'Qs' }]);
    const mean = (s: Snap) => {
      const v = s.context.pile.drawPile.map(karmaValue).filter((x) => x !== undefined);
      return v.reduce((a, b) => a + b, 0) / v.length;
    };
    expect(mean(red)).toBeGreaterThan(0);
    expect(suggested(red)).toEqual(['hit']);
    expect(mean(black)).toBeLessThan(0);
    expect(suggested(black)).toEqual(['stand']);
  });

  it('a joker goes to the GM, who names it +5 (suggested) or −5', () => {
    const s = play(input({ stacked: ['JK1'] }), [aim, fire]);
    expect(s.hasTag('ruling')).toBe(true);
    expect(moves(s).map((m) => [m.event, m.suggested === true])).toEqual([
      [{ type: 'joker.ruled', value: 5 }, true],
      [{ type: 'joker.ruled', value: -5 }, false],
    ]);
  });

  it('offers only moves the machine takes, exactly one of them suggested, and none once the shot is worked out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom<'best' | 'any'>('best', 'any'),
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.nat(), { maxLength: 16 }),
        (seed, aimedCard, distance, picks) => {
          let s = play(input({ seed, rules: { aimedCard }, target: { ...DEFAULT_TARGET, distance } }), []);
          for (const pick of picks) {
            const open = moves(s);
            if (s.hasTag('resolved')) {
              expect(open).toEqual([]);
              return;
            }
            expect(open.filter((m) => m.suggested)).toHaveLength(1);
            for (const m of open) expect(s.can(m.event), `${m.id} is taken`).toBe(true);
            [s] = transition(aimingMachine, s, open[pick % open.length]!.event);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('following the suggested moves from the default table (seed 3): three rounds of aiming, then a shot that hits, in 4 presses', () => {
    let s = play(aiming.setup({}, 3).input, []);
    const pressed: string[] = [];
    while (!s.hasTag('resolved') && pressed.length < 20) {
      pressed.push(moves(s).find((m) => m.suggested)!.id);
      s = press(s);
    }
    expect(pressed).toEqual(['aim', 'aim', 'aim', 'fire']);
    expect(s.context.shot!.result!.outcome.kind).toBe('hit');
    expect(headline(s)).toBe('Turn 4: Attack total +6: a hit for 5 damage (capped from 10)');
  });
});

describe('the headline', () => {
  it('says where the shot stands in one sentence', () => {
    const enris = AIMING_EXAMPLES[0]!.input;
    expect(headline(play(enris, []))).toBe('Turn 1: nothing aimed yet; the target is 5 yards away');
    expect(headline(play(enris, [aim, aim]))).toBe('Turn 3: 2 of 3 cards showing, the best +2; the target is 5 yards away');
  });
});

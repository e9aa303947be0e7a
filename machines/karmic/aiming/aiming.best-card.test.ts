/**
 * Which card of the aim row a shot uses. The seed: "That turn he uses the best showing card
 * to modify the attack and damage totals." That is the default; the project's reading, that
 * the shooter may fire any card of the row, is the table ruling "firing with another card of
 * the row" (attribute `aimed-card="any"`). Both are played here, and a table saved before the
 * ruling was recorded (aiming/3) still replays as it was played.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { upgradeEvents } from '../../core/record.js';
import { WEAPON_PRESETS } from '../ranged-weapons.js';
import { SEED_AIMING_RULES, type AimedCard, type AimingEvent, type AimingInput } from './aiming.context.js';
import { aimingMachine, aimingRecord } from './aiming.machine.js';
import { fireProblem } from './aiming.problems.js';
import { aimingInputProblem, parseAimingSetup } from './aiming.setup.js';
import { DEFAULT_TARGET } from './aiming.setup.js';
import { describeAiming } from './aiming.view.js';

type Snap = SnapshotFrom<typeof aimingMachine>;

/** Enris's spear and deck: aiming three rounds shows +2, −4, −7. */
function enris(aimedCard?: AimedCard): AimingInput {
  return {
    seed: 2008,
    stacked: ['2s', '4h', '7h', '5s'],
    targetStacked: [],
    weapon: WEAPON_PRESETS.spear,
    shooter: { skill: 2, finesse: 1, armourFinesse: 0 },
    target: { ...DEFAULT_TARGET, situations: ['stationary'], distance: 5 },
    ...(aimedCard ? { rules: { aimedCard } } : {}),
  };
}

function after(input: AimingInput, events: readonly AimingEvent[]): Snap {
  let s = initialTransition(aimingMachine, input)[0];
  for (const e of events) {
    expect(s.can(e), `machine should take ${JSON.stringify(e)}`).toBe(true);
    s = transition(aimingMachine, s, e)[0];
  }
  return s;
}

const threeRounds: AimingEvent[] = [{ type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'aim.dealt' }];
const said = (s: Snap) => s.context.narration.map((w) => w.text).join(' ');

describe('a shot after aiming uses the best showing card (the seed’s words, the default)', () => {
  it('fires the +2 of a row showing +2, −4, −7, for both the attack and the damage total', () => {
    const fired = after(enris('best'), [...threeRounds, { type: 'shot.fired' }]);
    expect(fired.context.shot!.chain).toEqual(['2s']);
    expect(said(fired)).toContain('with +2 (the best card showing)');
    expect(fired.context.shot!.result!.terms[0]).toEqual({ label: 'card', value: 2 });
  });

  it('refuses a lesser card of the row, and says why', () => {
    const aimed = after(enris('best'), threeRounds);
    expect(aimed.can({ type: 'shot.fired', cardIndex: 1 })).toBe(false);
    expect(fireProblem(aimed.context, 1)).toBe(
      'the shot uses the best card showing; only a table that lets the shooter choose may fire another',
    );
    // Naming the best card is the same shot.
    expect(aimed.can({ type: 'shot.fired', cardIndex: 0 })).toBe(true);
  });

  it('refuses a joker while a natural card shows: its worth is the GM’s, not the best', () => {
    const aimed = after({ ...enris('best'), stacked: ['JK1', '4h'] }, [{ type: 'aim.dealt' }, { type: 'aim.dealt' }]);
    expect(aimed.can({ type: 'shot.fired', cardIndex: 0 })).toBe(false);
    expect(
      after({ ...enris('best'), stacked: ['JK1', '4h'] }, [{ type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'shot.fired' }]).context
        .shot!.chain,
    ).toEqual(['4h']);
  });

  it('offers no choice of card in its view', () => {
    const view = describeAiming(after(enris('best'), threeRounds));
    expect(view.mayChoose).toBe(false);
    expect(view.shotCard?.card).toBe('2s');
    expect(view.choiceText).toBe('a shot uses the best card showing, as the rules say');
  });

  it('is what a fresh table plays when the attribute says nothing, and what the book’s example plays', () => {
    expect(parseAimingSetup({}).input.rules).toEqual(SEED_AIMING_RULES);
    expect(SEED_AIMING_RULES.aimedCard).toBe('best');
  });
});

describe('the shooter may fire any card of the row (ruling: firing with another card of the row)', () => {
  it('fires the −4 the shooter names, and says it was the shooter’s choice', () => {
    const fired = after(enris('any'), [...threeRounds, { type: 'shot.fired', cardIndex: 1 }]);
    expect(fired.context.shot!.chain).toEqual(['4h']);
    expect(said(fired)).toContain('with −4 (a card of the shooter’s choosing, as this table allows)');
    expect(fired.context.narration[0]!.rule!.title).toBe('Table ruling: firing with another card of the row');
  });

  it('still fires the best card when none is named', () => {
    expect(after(enris('any'), [...threeRounds, { type: 'shot.fired' }]).context.shot!.chain).toEqual(['2s']);
  });

  it('fires a joker on purpose while a natural card shows', () => {
    const input = { ...enris('any'), stacked: ['JK1', '4h'] };
    const fired = after(input, [{ type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'shot.fired', cardIndex: 0 }]);
    expect(fired.matches({ shooting: 'ruling' })).toBe(true);
  });

  it('offers the choice in its view', () => {
    const view = describeAiming(after(enris('any'), threeRounds));
    expect(view.mayChoose).toBe(true);
    expect(view.choiceText).toBe('this table lets the shooter fire any card of the row');
  });

  it('is switched on by the attribute aimed-card="any", and a word it does not know is named', () => {
    expect(parseAimingSetup({ 'aimed-card': 'any' }).input.rules).toEqual({ aimedCard: 'any' });
    expect(parseAimingSetup({ 'aimed-card': ' BEST ' }).input.rules).toEqual({ aimedCard: 'best' });
    const wrong = parseAimingSetup({ 'aimed-card': 'constructor' });
    expect(wrong.input.rules).toEqual(SEED_AIMING_RULES);
    expect(wrong.errors).toEqual([
      'aimed-card: "constructor" is not one of the choices: use best or any; the shot uses the best card showing',
    ]);
  });

  it('refuses a saved input whose ruling it does not know', () => {
    expect(aimingInputProblem({ ...enris(), rules: { aimedCard: 'any' } })).toBeUndefined();
    expect(aimingInputProblem({ ...enris(), rules: { aimedCard: 'worst' } })).toBe('its aiming ruling is not one this widget knows');
    expect(aimingInputProblem({ ...enris(), rules: null })).toBe('its aiming ruling is not one this widget knows');
  });
});

describe('a table saved by the build before the ruling was recorded (aiming/3)', () => {
  // Saved by that build: its input has no rules, and its first shot was fired with the −4.
  const saved = {
    format: 'aiming/3',
    input: {
      seed: 2008,
      stacked: ['2s', '4h', '7h', '5s'],
      targetStacked: [],
      weapon: { name: 'Thrown spear', aim: 3, range: 20, force: 0, rate: { shots: 1, turns: 1 }, edge: 1, maxDamage: 5, hands: 1 },
      shooter: { skill: 2, finesse: 1, armourFinesse: 0 },
      target: {
        situations: ['stationary'],
        distance: 5,
        location: 'torso',
        size: 'normal',
        defence: { kind: 'none', skill: 0, awareness: 0 },
        inMelee: false,
      },
    },
    events: [
      { type: 'aim.dealt' },
      { type: 'aim.dealt' },
      { type: 'aim.dealt' },
      { type: 'shot.fired', cardIndex: 1 },
      { type: 'shot.begun' },
      { type: 'aim.dealt' },
      { type: 'shot.fired', cardIndex: 0 },
    ],
    step: 7,
  };

  it('opens and replays every step, the −4 fired as it was', () => {
    expect(aimingRecord.current).toBe('aiming/4');
    expect(aimingInputProblem(saved.input)).toBeUndefined();
    const events = upgradeEvents(aimingRecord, saved.format, saved.events) as AimingEvent[];
    expect(events).toEqual(saved.events);
    const firstShot = after(saved.input as AimingInput, events.slice(0, 4));
    expect(firstShot.context.rules).toEqual({ aimedCard: 'any' });
    expect(firstShot.context.shot!.chain).toEqual(['4h']);
    const last = after(saved.input as AimingInput, events);
    expect(said(last)).toContain('5 card + 1 finesse + 1 target stationary − 2 short range = 5. Attack total +5: a hit for 5 damage');
  });

  it('opens under its older name, karmic-aiming/3, too', () => {
    expect(upgradeEvents(aimingRecord, 'karmic-aiming/3', saved.events)).toEqual(saved.events);
  });
});

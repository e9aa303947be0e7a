import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { CombatRoundEvent, CombatRoundInput } from './combat-round.context.js';
import { combatRoundMachine } from './combat-round.machine.js';
import { parseCombatRoundSetup } from './combat-round.setup.js';
import { headline, moves } from './combat-round.view.js';

function play(input: CombatRoundInput, events: readonly CombatRoundEvent[] = []) {
  let [s] = initialTransition(combatRoundMachine, input);
  for (const e of events) [s] = transition(combatRoundMachine, s, e);
  return s;
}
type Snap = ReturnType<typeof play>;
const suggested = (s: Snap) => moves(s).filter((m) => m.suggested);
function follow(s: Snap, stop: (s: Snap) => boolean = () => false): [Snap, number] {
  let n = 0;
  while (!s.hasTag('over') && !stop(s) && n < 500) {
    [s] = transition(combatRoundMachine, s, suggested(s)[0]!.event);
    n++;
  }
  return [s, n];
}
/** The combat page's default table (the burning barn), with seed 1. */
const DEFAULT = parseCombatRoundSetup({ seed: '1' }, 1).input;
const injured = (s: Snap) => s.context.fighters.some((f) => f.kind === 'pc' && f.injuries > 0);

describe('the moves a reader may make, and the one a learner should press', () => {
  it('suggests striking the first foe in reach with the weapon: Bran, beside Snag, attacks him', () => {
    const s = play(DEFAULT);
    expect(suggested(s).map((m) => m.label)).toEqual(['Melee attack on Snag']);
    expect(moves(s).map((m) => m.id)).toContain('end-turn');
    expect(moves(s).map((m) => m.id)).toContain('end-fight');
  });

  it('suggests the bow’s shot for an archer, and moving toward the nearest foe when none is in reach', () => {
    const [wren] = follow(play(DEFAULT), (x) => x.context.turnOf === 'Wren' || x.context.turnOf === 'wren');
    expect(suggested(wren)[0]!.label).toMatch(/^Ranged attack on /);
    const [tam] = follow(play(DEFAULT), (x) => /^tam$/i.test(x.context.turnOf ?? ''));
    expect(suggested(tam)[0]!.id).toMatch(/^move-/);
  });

  it('suggests ending the turn with no action left, and the roll as the only move while a die waits', () => {
    const [spent] = follow(play(DEFAULT), (x) => x.hasTag('a turn') && x.context.actionsLeft === 0);
    expect(suggested(spent).map((m) => m.id)).toEqual(['end-turn']);
    const rolling = transition(combatRoundMachine, play(DEFAULT), suggested(play(DEFAULT))[0]!.event)[0];
    expect(moves(rolling)).toEqual([
      { id: 'roll', label: "Roll the d6: Bran's melee attack", event: { type: 'action.rolled' }, suggested: true },
    ]);
  });

  it('in downtime suggests the hurt sleep through every timeframe while the whole keep watch', () => {
    const [rest] = follow(play(DEFAULT), (x) => x.hasTag('downtime'));
    const m = suggested(rest)[0]!;
    const hurt = rest.context.fighters.filter((f) => f.condition !== 'dead' && (f.injuries > 0 || f.fatigue > 0)).map((f) => f.id);
    expect(hurt.length).toBeGreaterThan(0);
    expect(m.event).toEqual({ type: 'timeframe.passed', asleep: hurt });
    expect(moves(rest).map((x) => x.id)).toEqual(['rest', 'all-sleep', 'none-sleep']);
  });

  it('offers only moves the machine takes, exactly one of them suggested, none once over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.array(fc.nat(), { maxLength: 60 }), (seed, picks) => {
        let s = play(parseCombatRoundSetup({ seed: String(seed) }, 1).input);
        for (const pick of picks) {
          const open = moves(s);
          if (s.hasTag('over')) {
            expect(open).toEqual([]);
            break;
          }
          expect(open.filter((m) => m.suggested)).toHaveLength(1);
          for (const m of open) expect(s.can(m.event), `${m.id} is taken`).toBe(true);
          [s] = transition(combatRoundMachine, s, open[pick % open.length]!.event);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('following the suggested move from the default table: a PC is injured at press 15, the fight ends at 25, everyone has rested at 33', () => {
    const start = play(DEFAULT);
    const [hurt, toInjury] = follow(start, injured);
    expect(toInjury).toBe(15);
    expect(hurt.context.fighters.find((f) => f.name === 'Bran')!.injuries).toBe(1);
    const [, toDowntime] = follow(start, (x) => x.hasTag('downtime'));
    expect(toDowntime).toBe(25);
    const [end, toEnd] = follow(start);
    expect(toEnd).toBe(33);
    expect(end.hasTag('rested')).toBe(true);
    expect(headline(end)).toBe('After 2 rounds of fighting and 1 day of rest, everyone alive has recovered');
  });

  it('following the suggested move always ends the table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const [end] = follow(play(parseCombatRoundSetup({ seed: String(seed) }, 1).input));
        expect(end.hasTag('over')).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the headline', () => {
  it('says where the table stands in one sentence', () => {
    expect(headline(play(DEFAULT))).toBe("Round 1, Bran's turn, 2 actions left");
  });
});

/**
 * Table rulings of the whole-fight page that no other test names, each played through the
 * fight's own steps (the pairing, the lookout, what a finished melee does to the roster).
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { registerDuel } from '../register-duel/index.js';
import { contextOf } from '../../core/compose.js';
import { meleeResult, playingOf } from './karmic-fight.children.js';
import type { Bout, KarmicFightContext, Member } from './karmic-fight.context.js';
import { DEFAULT_INPUT, DEFAULT_ROSTER } from './karmic-fight.examples.js';
import { pairing } from './karmic-fight.steps.js';
import { playSuggested } from './karmic-fight.testing.js';

const pc = DEFAULT_ROSTER[1]!;
const foe = DEFAULT_ROSTER[2]!;
/** A roster of `pcs` characters then `foes` foes, with who is out, after `fights` fights. */
function table(pcs: number, foes: number, fights = 0, out: readonly number[] = []): KarmicFightContext {
  const roster: Member[] = [...Array.from({ length: pcs }, () => pc), ...Array.from({ length: foes }, () => foe)];
  return { roster, out: roster.map((_, i) => out.includes(i)), fights } as unknown as KarmicFightContext;
}

describe('who meets whom (ruling: who meets whom)', () => {
  it('spreads the foes over the standing characters in roster order, the first character fighting first', () => {
    // Characters 0 and 1; foes 2, 3, 4, 5: the first and third foes go to the first character.
    expect(pairing(table(2, 4))).toEqual({ pc: 0, foes: [2, 4] });
  });

  it('lets the next character in roster order come first in the next fight, the standing foes spread again', () => {
    expect(pairing(table(2, 4, 1))).toEqual({ pc: 1, foes: [2, 4] });
    // Foe 2 has fallen: the standing foes 3, 4, 5 are spread anew, the first and third to character 1.
    expect(pairing(table(2, 4, 1, [2]))).toEqual({ pc: 1, foes: [3, 5] });
    // A character who is out is passed over.
    expect(pairing(table(3, 2, 0, [0]))).toEqual({ pc: 1, foes: [3] });
  });

  it('gives the opening (the foe charging, or surprising when unseen) to the melee’s first fight only', () => {
    const played = playSuggested(DEFAULT_INPUT);
    // The sentence each melee fight opens with, said on the step that starts it.
    const meetings = played.steps
      .filter((s, k) => k > 0 && played.steps[k - 1]!.matches('passingOn') && (s.matches('dueling') || s.matches('fightingSeveral')))
      .map((s) => s.context.narration[0]!.text);
    expect(meetings.length).toBeGreaterThan(1);
    expect(meetings[0]).toMatch(/ with a (charge|surprise): a register duel\.$/);
    for (const later of meetings.slice(1)) expect(later).not.toMatch(/ with a /);
  });
});

describe('one against more than three (ruling: more than three on one)', () => {
  it('takes at most three foes into the table of several; the fourth and fifth wait for the next fight', () => {
    expect(pairing(table(1, 5))).toEqual({ pc: 0, foes: [1, 2, 3] });
    // Two of them down, the fourth and fifth come in against whoever stands.
    expect(pairing(table(1, 5, 1, [1, 2]))).toEqual({ pc: 0, foes: [3, 4, 5] });
  });
});

describe("the lookout's check (ruling: what the lookout's check decides)", () => {
  it('on a success, keeps the fight’s distance and lets the shooters loose, and the first foe charges; on a failure, the foes are on the party unshot and try a surprise', () => {
    const seen = { spotted: 0, missed: 0 };
    for (let seed = 1; seed <= 30 && (seen.spotted === 0 || seen.missed === 0); seed++) {
      const played = playSuggested({ ...DEFAULT_INPUT, seed });
      const afterLookout = played.steps.find((s) => s.context.spotted !== undefined)!.context;
      const said = played.steps.flatMap((s) => s.context.narration.map((w) => w.text));
      const firstMeeting = said.find((t) => / meets? .*: (a register duel|one against several)\.$/.test(t))!;
      if (afterLookout.spotted) {
        seen.spotted++;
        expect(afterLookout.distance).toBe(DEFAULT_INPUT.distance);
        expect(played.end.context.shots).toBeGreaterThan(0);
        expect(firstMeeting).toMatch(/ with a charge: /);
      } else {
        seen.missed++;
        expect(afterLookout.distance).toBeLessThanOrEqual(10);
        expect(played.end.context.shots).toBe(0);
        expect(firstMeeting).toMatch(/ with a surprise: /);
      }
    }
    expect(seen.spotted).toBeGreaterThan(0);
    expect(seen.missed).toBeGreaterThan(0);
  });
});

describe("a fighter's part in the fight (ruling: what ends a fighter's part)", () => {
  it('ends for the fighter who disengages, and not for the one he ran from, who stays with his wounds', () => {
    const base = registerDuel.setup({}, 1).input;
    let [snap] = initialTransition(registerDuel.machine, {
      ...base,
      seed: 1,
      stacked: [
        ['2s', '3h', '10s'],
        ['4h', '5h'],
      ],
    });
    for (const e of [
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'offensive-disengage', card: '10s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'register.revealed' },
    ] as const) {
      expect(snap.can(e)).toBe(true);
      [snap] = transition(registerDuel.machine, snap, e);
    }
    expect(snap.context.ended).toEqual({ how: 'disengaged', side: 0 });
    const bout: Bout = { kind: 'duel', party: 1, foes: [2], snapshot: snap };
    expect(meleeResult(bout).leaves).toEqual([1]);
  });

  it('ends for neither fighter when both hesitate: both stay, with their wounds, and may be paired again', () => {
    let [snap] = initialTransition(registerDuel.machine, { ...registerDuel.setup({}, 1).input, seed: 1 });
    for (const e of [{ type: 'initiative.drawn' }, { type: 'initiative.yielded' }, { type: 'initiative.yielded' }] as const) {
      expect(snap.can(e)).toBe(true);
      [snap] = transition(registerDuel.machine, snap, e);
    }
    expect(snap.status).toBe('done');
    expect(snap.context.ended).toEqual({ how: 'yielded' });
    const bout: Bout = { kind: 'duel', party: 0, foes: [1], snapshot: snap };
    const { leaves, damage } = meleeResult(bout);
    expect(leaves).toEqual([]);
    expect([...damage.values()]).toEqual([0, 0]);
    // The next fight, one character against one foe, neither out: the same two meet again.
    expect(pairing(table(1, 1, 1))).toEqual({ pc: 0, foes: [1] });
  });
});

describe('from one procedure to the next (ruling: what carries over between procedures)', () => {
  it('carries the hit points left into each later fight, and nothing else: each melee starts afresh at its weapons’ range', () => {
    let later = 0;
    for (const seed of [3, 5, 11]) {
      const played = playSuggested({ ...DEFAULT_INPUT, seed });
      played.steps.forEach((s, k) => {
        if (k === 0 || !played.steps[k - 1]!.matches('passingOn') || !(s.matches('dueling') || s.matches('fightingSeveral'))) return;
        const b = s.context.bout!;
        const who = [b.party, ...b.foes];
        const c = contextOf(playingOf(b)) as {
          range?: number;
          ranges?: readonly number[];
          fighters?: readonly { hitPoints: number }[];
          lone?: { hitPoints: number };
          foes?: readonly { hitPoints: number }[];
        };
        const hp = c.fighters ? c.fighters.map((f) => f.hitPoints) : [c.lone!.hitPoints, ...c.foes!.map((f) => f.hitPoints)];
        expect(hp).toEqual(who.map((i) => DEFAULT_INPUT.roster[i]!.fighter.hitPoints - s.context.damage[i]!));
        const reach = (i: number) => DEFAULT_INPUT.roster[i]!.fighter.weapon.range;
        if (b.kind === 'duel') expect(c.range).toBe(Math.max(reach(b.party), reach(b.foes[0]!)));
        else expect(c.ranges).toEqual(b.foes.map((f) => Math.max(reach(b.party), reach(f))));
        if (s.context.fights > 0) later++;
      });
    }
    expect(later).toBeGreaterThan(0);
  });
});

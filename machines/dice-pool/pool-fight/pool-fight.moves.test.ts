import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { poolFight } from './index.js';
import { poolFightMachine } from './pool-fight.machine.js';
import type { PoolFightEvent, PoolFightInput } from './pool-fight.context.js';
import { parseGroup, parsePoolFightSetup } from './pool-fight.setup.js';
import { headline, moves } from './pool-fight.view.js';

type Snap = SnapshotFrom<typeof poolFightMachine>;

const start = (input: PoolFightInput) => initialTransition(poolFightMachine, input)[0];
const send = (s: Snap, ...events: PoolFightEvent[]) => events.reduce((x, e) => transition(poolFightMachine, x, e)[0], s);
const suggested = (s: Snap) => moves(s).find((m) => m.suggested);
const table = (party: string, foes: string, seed = 1): PoolFightInput => ({
  seed,
  fighters: [...parseGroup('party', 'party', party, []), ...parseGroup('foes', 'foes', foes, [])],
  jamDifficulty: [6],
});
/** The party goes first (the GM's choice), with nothing rolled yet. */
const partyFirst = (input: PoolFightInput) => send(start(input), { type: 'order.chosen', first: 'party' });

describe('the suggested move, and why', () => {
  it('before the fight: roll for the order, as the rules have the groups do (the GM may place them instead)', () => {
    const s = start(parsePoolFightSetup({}).input);
    expect(moves(s).map((m) => m.id)).toEqual(['roll-order', 'first-party', 'first-foes']);
    expect(suggested(s)?.id).toBe('roll-order');
  });

  it('far from every enemy: close in, as far as the nearest enemy allows', () => {
    const s = partyFirst(table('Mara with sword light sharp', 'Bandit at 6'));
    expect(suggested(s)).toMatchObject({ id: 'close-in-0', label: 'Mara: close in', event: { type: 'fighter.moved', by: 0, squares: 5 } });
  });

  it('an enemy in reach: attack it, the weakest first', () => {
    const s = partyFirst(table('Mara with sword light sharp at 5', 'Bandit health 10 at 6; Cutter health 4 at 6'));
    expect(suggested(s)).toMatchObject({ id: 'attack-0-2', event: { type: 'attack.made', by: 0, target: 2 } });
  });

  it('a roll to make: the roll is the only move, and the suggested one', () => {
    const s = send(partyFirst(table('Mara with sword light sharp at 5', 'Bandit at 6')), { type: 'attack.made', by: 0, target: 1 });
    expect(moves(s)).toEqual([{ id: 'roll', label: 'Roll to hit', event: { type: 'hit.rolled' }, suggested: true }]);
  });

  it('a jammed gun: fix the jam before anything else', () => {
    // A cart of 8 jams on any failed hit roll: Jory's 1 against the bandit's 6.
    const input = { ...table('Jory agility 1 with pistol gun low cart 8', 'Bandit agility 1 at 3'), rolls: [1, 6] };
    const s = send(partyFirst(input), { type: 'attack.made', by: 0, target: 1 }, { type: 'hit.rolled' });
    expect(s.context.fighters[0]!.jammed).toBe(true);
    expect(suggested(s)?.id).toBe('fix-0');
  });

  it('an empty gun, no enemy in reach of it: reload', () => {
    const s = partyFirst(table('Jory with pistol gun low cart 2', 'Bandit at 6'));
    const empty = {
      ...s,
      context: { ...s.context, fighters: s.context.fighters.map((f, i) => (i === 0 ? { ...f, shots: 0 } : f)) },
    } as Snap;
    expect(suggested(empty)?.id).toBe('reload-0');
  });

  it('no actions left: end the turn', () => {
    let s = partyFirst(table('Mara with sword light sharp', 'Bandit at 20'));
    s = send(s, { type: 'fighter.moved', by: 0, squares: 6 }, { type: 'fighter.moved', by: 0, squares: 6 });
    expect(suggested(s)).toMatchObject({ id: 'end-turn', label: "End the party's turn" });
  });

  it('offers exactly one suggested move while the fight goes on, and none once it is over', () => {
    let s = start(parsePoolFightSetup({ seed: '5' }).input);
    for (let n = 0; n < 400 && !s.hasTag('over'); n++) {
      expect(moves(s).filter((m) => m.suggested)).toHaveLength(1);
      s = send(s, suggested(s)!.event);
    }
    expect(s.hasTag('over')).toBe(true);
    expect(moves(s)).toEqual([]);
  });
});

describe('every move is one the machine accepts', () => {
  it('in fights played by always taking a different move: snapshot.can(event) for each move, ids unique', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { input } = parsePoolFightSetup({
        seed: String(seed),
        party: 'Mara with sword light sharp; Jory agility 3 with pistol gun low cart 2',
      });
      let s = start(input);
      for (let n = 0; n < 300 && !s.hasTag('over'); n++) {
        const open = moves(s);
        for (const m of open) expect(s.can(m.event), `${m.id} at step ${n}`).toBe(true);
        expect(new Set(open.map((m) => m.id)).size).toBe(open.length);
        // Cycle through the moves so readying, helping, falling back and reloading are all taken.
        s = send(s, open[(n * 7 + seed) % open.length]!.event);
      }
    }
  });
});

describe('the default table, played by its suggested moves', () => {
  it('ends in round 2 in 34 presses, the first hit through the defense at press 8, the party winning', () => {
    const { input, errors } = parsePoolFightSetup({});
    expect(errors).toEqual([]);
    let s = start(input);
    let presses = 0;
    let wounded = 0;
    while (!s.hasTag('over') && presses < 200) {
      s = send(s, suggested(s)!.event);
      presses++;
      if (!wounded && s.context.tally.taken.some((t) => t > 0)) wounded = presses;
    }
    expect(wounded, 'the first wound').toBe(8);
    expect(presses, 'to the end').toBe(34);
    expect(s.context.round).toBe(2);
    expect(headline(s)).toBe('The party won in round 2: Mara 10 of 10, Jory 8 of 8, Bandit down after 11 damage');
  });

  it('says where it stands in one sentence at every step, the pools named before a roll', () => {
    let s = start(parsePoolFightSetup({}).input);
    expect(headline(s)).toBe('Before the fight: the groups roll 1d6 each to see who goes first');
    s = send(s, { type: 'order.rolled' });
    expect(headline(s)).toBe("Round 1, the foes' turn: Bandit has 2 actions left; Mara 10 of 10, Jory 8 of 8, Bandit 10 of 10");
    s = send(s, suggested(s)!.event, suggested(s)!.event);
    s = send(s, suggested(s)!.event);
    expect(headline(s)).toBe('Round 1: Bandit attacks Jory: d8 to hit against 3d8 dodge; a higher total hits');
  });

  it('is wired into the procedure', () => {
    expect(poolFight.moves).toBe(moves);
    expect(poolFight.headline).toBe(headline);
  });
});

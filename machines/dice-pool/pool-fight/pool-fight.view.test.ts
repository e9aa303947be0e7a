import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { poolFightMachine } from './pool-fight.machine.js';
import type { PoolFightEvent } from './pool-fight.context.js';
import { parseGroup } from './pool-fight.setup.js';
import { POOL_FIGHT_EXAMPLES } from './pool-fight.examples.js';

/** Our worked example (the only one): Mara and Jory against the bandit. */
const [{ input: WORKED_EXAMPLE, events: WORKED_EXAMPLE_EVENTS }] = POOL_FIGHT_EXAMPLES as [(typeof POOL_FIGHT_EXAMPLES)[number]];
import { choicesFor, fighterView, rollChoice, statusLine, stepPrompt, summary } from './pool-fight.view.js';
import { predictionFor } from './pool-fight.odds.js';

type Snap = SnapshotFrom<typeof poolFightMachine>;

function at(step: number): Snap {
  let [snap] = initialTransition(poolFightMachine, WORKED_EXAMPLE);
  for (const e of WORKED_EXAMPLE_EVENTS.slice(0, step)) [snap] = transition(poolFightMachine, snap, e);
  return snap;
}
const next = (snap: Snap, e: PoolFightEvent) => transition(poolFightMachine, snap, e)[0];

describe('what the fight shows', () => {
  it('says where the fight stands and what it waits for', () => {
    expect(statusLine(at(0))).toBe('Before the fight: the order of the groups');
    expect(statusLine(at(3))).toBe("Round 1 · The party's turn · Mara attacks Bandit");
    expect(stepPrompt(at(3))).toBe('Roll the base dice against the dodge dice.');
    expect(rollChoice(at(3))?.label).toBe('Roll to hit');
    expect(rollChoice(at(4))?.label).toBe('Roll damage');
    expect(statusLine(at(24))).toBe('Over in round 2: the party won');
  });

  it('describes a fighter: square, actions, weapon, shots and pools', () => {
    expect(fighterView(at(7).context, 1).notes).toEqual([
      'square 0',
      '1 action left',
      'pistol (low caliber, cart 6)',
      '5 of 6 shots, jammed',
      'dodge 3d8',
      'defense d6',
    ]);
    expect(fighterView(at(24).context, 2)).toMatchObject({ health: 'Down: health 0/12', down: true });
  });

  it('shows a fiery weapon burning through rounds 1 and 2, then burnt away (ruling: a fiery weapon in the fight)', () => {
    const input = {
      seed: 1,
      fighters: [...parseGroup('party', 'party', 'Bram with torch light blunt fiery', []), ...parseGroup('foes', 'foes', 'Wolf at 1', [])],
      jamDifficulty: [6 as const],
    };
    let [snap] = initialTransition(poolFightMachine, input);
    expect(fighterView(snap.context, 0).notes).toContain('burning, round 1 of 2');
    snap = next(snap, { type: 'order.chosen', first: 'party' });
    expect(fighterView(snap.context, 0).notes).toEqual(expect.arrayContaining(['torch (light, blunt, fiery)', 'burning, round 1 of 2']));
    for (let i = 0; i < 4; i++) snap = next(snap, { type: 'turn.ended' });
    expect(fighterView(snap.context, 0).notes).toContain('weapon burnt away');
    expect(choicesFor(snap.context, 0)[0]).toMatchObject({ label: 'Attack Wolf (adjacent)', problem: "Bram's torch has burnt away" });
  });

  it("offers the fighter's choices, each with why not", () => {
    const c = at(1).context;
    const mara = choicesFor(c, 0);
    expect(mara.map((x) => x.label)).toEqual(['Attack Bandit (6 squares)', 'Help Jory against Bandit', 'Ready an attack (2 actions)']);
    expect(mara[0]!.problem).toBe('Bandit is 6 squares away; a sword reaches an adjacent square');
    expect(choicesFor(c, 1).map((x) => x.label)).toEqual([
      'Shoot Bandit (6 squares, short range)',
      'Reload (1 action)',
      'Fix the jam (1 action)',
      'Help Mara against Bandit',
      'Ready an attack (2 actions)',
    ]);
  });

  it('asks before each roll, and grades by what the roll did', () => {
    const p = predictionFor(at(6))!;
    expect(p.question).toBe('Hit or miss? (d6 + 2d8 against d8)');
    expect(p.choices.map((c) => c.id)).toEqual(['hit', 'miss', 'jam']);
    expect(p.answer(at(7).context).choice).toBe('jam');
    expect(predictionFor(at(4))!.answer(at(5).context).choice).toBe('hurt');
    expect(predictionFor(at(8))!.answer(at(9).context).choice).toBe('jammed');
    expect(predictionFor(at(15))!.answer(at(16).context).choice).toBe('cleared');
    expect(predictionFor(at(17))!.answer(at(18).context).choice).toBe('2');
    expect(predictionFor(at(1))).toBeUndefined();
  });

  it('sums the fight up once it is over', () => {
    expect(summary(at(23))).toBeUndefined();
    expect(summary(at(24))!.map((w) => w.text)).toEqual([
      'The party won in round 2: 5 attacks, 4 hits. Damage taken: Mara 7, Bandit 12. Still standing: Mara, Jory.',
      'Jams: 1; Fix Jam tried 2 times.',
    ]);
  });

  it('offers no jam for a melee weapon', () => {
    expect(predictionFor(at(3))!.choices.map((c) => c.id)).toEqual(['hit', 'miss']);
    expect(next(at(2), { type: 'attack.made', by: 0, target: 2 }).context).toEqual(at(3).context);
  });
});

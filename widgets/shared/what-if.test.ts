import { expect } from '@open-wc/testing';
import { initialTransition, transition } from 'xstate';
import { soulPassing } from '../../machines/liberi-gothica/soul-passing/index.js';
import { exploreBranches } from './what-if.js';

const ada = { name: 'Ada', distance: 5, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 0, essence: 0 };
const start = (rolls: number[] = [3], absorbRolls: number[] = [2]) =>
  initialTransition(soulPassing.machine, { seed: 1, vitality: 7, rolls, absorbRolls, liberi: [ada] })[0];

describe('exploreBranches', () => {
  // The teaching as a widget gets it: through the procedure's own loader, not its module.
  let teaching: Awaited<ReturnType<typeof soulPassing.teaching>>;
  before(async () => {
    teaching = await soulPassing.teaching();
  });

  it('plays every move from the same snapshot, the main line first, each then following the suggested move', () => {
    const branches = exploreBranches(soulPassing, start(), { transition, teaching, whyOf: (s) => s.context.narration });
    expect(branches.map((b) => b.move.id)).to.deep.equal(['pray', 'absorb', 'to-gauge', 'other', 'end-turn']);
    expect(branches.map((b) => b.main)).to.deep.equal([true, false, false, false, false]);
    const [pray, absorb, , , end] = branches;
    expect(pray!.steps.map((s) => s.label)).to.deep.equal(['Pray (action 1 of 2)', 'Pray (action 2 of 2)']);
    expect(pray!.over).to.equal(true);
    expect(pray!.headline).to.equal("Ada gathered Vale's soul in round 1: 7 Vitality");
    expect(pray!.odds, 'a prayer rolls nothing').to.equal(undefined);
    // Absorption rolls the fixed 2: half of 7, rounded down.
    expect(absorb!.headline).to.equal("Ada gathered Vale's soul in round 1: 3 Vitality");
    expect(absorb!.odds).to.deep.include({ step: 0, exact: true });
    expect(absorb!.odds!.odds.outcomes.map((o) => o.p)).to.deep.equal([2 / 6, 4 / 6]);
    // Ending the turn: the round ends, the soul rolls 3 (needs 10) and lingers, then Ada prays twice.
    expect(end!.steps.map((s) => s.label)).to.deep.equal([
      'End turn',
      'Roll to pass on (needs 10+)',
      'Pray (action 1 of 2)',
      'Pray (action 2 of 2)',
    ]);
    expect(end!.odds).to.deep.include({ step: 1, exact: true });
    expect(end!.steps[1]!.why[0]!.text).to.contain('rolled 3');
  });

  it('is exact: a branch ends where sending its events to the table would', () => {
    const s0 = start([10]);
    for (const b of exploreBranches(soulPassing, s0, { transition, steps: 3 })) {
      let s = s0;
      for (const e of b.events) [s] = transition(soulPassing.machine, s, e);
      expect(s.context).to.deep.equal(b.end.context);
      expect(b.steps.length).to.be.at.most(4);
    }
  });

  it('without the teaching loaded, shows no odds; without oddsOf, the next roll after the move', () => {
    expect(exploreBranches(soulPassing, start(), { transition }).every((b) => b.odds === undefined)).to.equal(true);
    const { nextOdds } = teaching;
    const branches = exploreBranches(soulPassing, start(), { transition, teaching: { nextOdds } });
    expect(branches.find((b) => b.move.id === 'other')!.odds).to.deep.include({ step: 1, exact: false });
  });
});

import { expect } from '@open-wc/testing';
import type { ReactiveController } from 'lit';
import { soulPassing } from '../../machines/liberi-gothica/soul-passing/index.js';
import { Timeline } from './timeline.js';

/** A host that only counts the redraws it is asked for. */
function host() {
  const h = { updates: 0, addController: (_: ReactiveController) => {}, removeController: () => {}, requestUpdate: () => h.updates++ };
  return h as typeof h & ConstructorParameters<typeof Timeline>[0];
}

const INPUT = {
  seed: 4,
  vitality: 7,
  rolls: [1, 1],
  liberi: [{ name: 'Ada', distance: 45, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 0, essence: 0 }],
};

describe('Timeline.adopt', () => {
  it('replaces the story after the shown step with the branch, shows its end, and Back walks through it', () => {
    const h = host();
    let changes = 0;
    const t = new Timeline(h, soulPassing.machine, soulPassing.record, () => changes++);
    t.start(INPUT);
    t.send({ type: 'action.taken', action: 'other' });
    t.send({ type: 'turn.ended' });
    t.back();
    expect([t.step, t.length]).to.deep.equal([1, 2]);
    const before = changes;
    const adopted = t.adopt([{ type: 'action.taken', action: 'move' }, { type: 'turn.ended' }, { type: 'soul.rolled' }]);
    expect(adopted).to.equal(true);
    expect(changes, 'one change, not one per step').to.equal(before + 1);
    expect([t.step, t.length]).to.deep.equal([4, 4]);
    expect(t.toRecord().events.map((e) => e.type)).to.deep.equal(['action.taken', 'action.taken', 'turn.ended', 'soul.rolled']);
    expect(t.snapshot.context.liberi[0]!.distance).to.equal(15);
    t.back();
    t.back();
    t.back();
    expect(t.snapshot.context.actionsLeft).to.equal(1);
    // The record replays to the same story (a share link of the adopted branch).
    const again = new Timeline(host(), soulPassing.machine, soulPassing.record);
    again.restore(t.toRecord());
    expect(again.snapshot).to.deep.equal(t.snapshot);
  });

  it('changes nothing when the machine refuses a step of the branch', () => {
    const t = new Timeline(host(), soulPassing.machine, soulPassing.record);
    t.start(INPUT);
    expect(t.adopt([{ type: 'turn.ended' }, { type: 'prayer.offered' }])).to.equal(false);
    expect([t.step, t.length]).to.deep.equal([0, 0]);
  });
});

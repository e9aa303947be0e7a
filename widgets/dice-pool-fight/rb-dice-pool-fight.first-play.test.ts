import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { encodeRecord } from '../shared/persist.js';
import { everythingSaid, highlighted, outOfReach, playLearning, smallControls } from '../shared/testing/first-play.js';
import { motionLive, press, pressSuggested, settle, suggested } from '../shared/testing/keys.js';
import './rb-dice-pool-fight.js';
import type { RbDicePoolFight } from './rb-dice-pool-fight.js';

const json = (el: RbDicePoolFight) => JSON.parse(JSON.stringify(el.snapshot.context)) as unknown;

describe('rb-dice-pool-fight: a first play on a phone', function () {
  this.timeout(120_000);
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    history.replaceState(null, '', location.pathname + location.search);
    localStorage.removeItem('rb:fight-replay');
  });

  it('plays the default fight to its end by the highlighted move, then back to the start step by step, exactly', async () => {
    const el = await fixture<RbDicePoolFight>(html`<rb-dice-pool-fight no-save seed="4"></rb-dice-pool-fight>`);
    await motionLive();
    const seen: { context: unknown; value: unknown }[] = [{ context: json(el), value: el.snapshot.value }];
    while (!el.snapshot.hasTag('over') && seen.length < 80) {
      expect(smallControls(el), `every control at press ${seen.length}`).to.deep.equal([]);
      expect(outOfReach(el), `the step bar at press ${seen.length}`).to.deep.equal([]);
      expect(highlighted(el), 'one highlighted move').to.have.length(1);
      expect(everythingSaid(el), 'nothing a script writes for a missing value').not.to.match(/undefined|NaN|\[object/);
      expect(suggested(el)!.textContent!.trim()).to.contain(highlighted(el)[0]!.textContent!.trim());
      await pressSuggested(el);
      seen.push({ context: json(el), value: el.snapshot.value });
    }
    expect(el.snapshot.hasTag('over')).to.equal(true);
    expect(seen.length - 1, 'presses to the end').to.be.within(15, 60);
    const end = seen.at(-1)!;
    for (let i = seen.length - 2; i >= 0; i--) {
      await press(el, 'Back');
      expect(json(el), `step ${i}`).to.deep.equal(seen[i]!.context);
      expect(el.snapshot.value, `step ${i}`).to.deep.equal(seen[i]!.value);
    }
    // The record of the finished fight, opened as a shared table, reaches the same end.
    for (let i = 1; i < seen.length; i++) await press(el, 'Forward');
    const record = el.record;
    history.replaceState(null, '', `#fight-replay=${encodeRecord({ ...record, step: record.events.length })}`);
    const again = await fixture<RbDicePoolFight>(html`<rb-dice-pool-fight storage-key="fight-replay" seed="3"></rb-dice-pool-fight>`);
    await settle(again);
    expect(json(again)).to.deep.equal(end.context);
    expect(again.snapshot.value).to.deep.equal(end.value);
  });
  it('in learn mode asks the questions of the procedure in play on the way, and grades them', async () => {
    sessionStorage.removeItem('rb-learn:rb-dice-pool-fight');
    const el = await fixture<RbDicePoolFight>(html`<rb-dice-pool-fight no-save seed="4" learn></rb-dice-pool-fight>`);
    await motionLive();
    const { asked, graded } = await playLearning(el, () => el.snapshot.status === 'done');
    expect(asked, 'questions asked on the way').to.be.greaterThan(0);
    expect(graded, 'guesses graded on the spot').to.be.greaterThan(0);
  });
});

import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { encodeRecord } from '../shared/persist.js';
import { everythingSaid, highlighted, outOfReach, playLearning, smallControls } from '../shared/testing/first-play.js';
import { motionLive, pressSuggested, root, settle, until } from '../shared/testing/keys.js';
import './rb-lady-luck-fight.js';
import type { RbLadyLuckFight } from './rb-lady-luck-fight.js';

/** The context as JSON (the children's snapshots print as their own JSON): what a step must restore exactly. */
const json = (el: RbLadyLuckFight) => structuredClone(JSON.parse(JSON.stringify(el.snapshot.context)) as unknown);

describe('rb-lady-luck-fight: a first fight on a phone', function () {
  this.timeout(120_000);
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    history.replaceState(null, '', location.pathname + location.search);
    localStorage.removeItem('rb:fight-replay');
  });

  it('plays from a fresh table to the end by the highlighted move, and Back undoes every step exactly', async () => {
    const el = await fixture<RbLadyLuckFight>(html`<rb-lady-luck-fight no-save seed="22"></rb-lady-luck-fight>`);
    await settle(el);
    await motionLive();
    const seen: { context: unknown; value: unknown }[] = [{ context: json(el), value: el.snapshot.value }];
    let presses = 0;
    let fire = 0;
    let downtime = 0;
    while (!el.snapshot.hasTag('over') && presses < 80) {
      expect(smallControls(el), `every control at press ${presses}`).to.deep.equal([]);
      expect(outOfReach(el), `the step bar out of reach at press ${presses}`).to.deep.equal([]);
      expect(highlighted(el), `one highlighted move at press ${presses}`).to.have.length(1);
      const step = el.record.step;
      await pressSuggested(el);
      presses++;
      await until(el, () => el.record.step > step, 'the step');
      if (!fire && el.snapshot.hasTag('the fire')) fire = presses;
      if (!downtime && el.snapshot.hasTag('downtime')) downtime = presses;
      seen.push({ context: json(el), value: el.snapshot.value });
    }
    expect(el.snapshot.hasTag('over')).to.equal(true);
    expect(presses).to.be.within(15, 60);
    expect(fire, 'the fire takes a round').to.be.greaterThan(0);
    expect(downtime, 'then downtime').to.be.greaterThan(fire);
    expect(everythingSaid(el)).to.contain('The Chosen Few won the fight');
    expect(smallControls(el)).to.deep.equal([]);

    // Back, the step bar's, all the way to the start: every step as it was.
    for (let i = seen.length - 2; i >= 0; i--) {
      const back = root(el).querySelector<HTMLButtonElement>('[part~="step-bar"] button[aria-keyshortcuts="Alt+ArrowLeft"]');
      expect(back, 'the step bar’s Back').to.not.equal(null);
      back!.click();
      await settle(el);
      expect(json(el), `the context at step ${i}`).to.deep.equal(seen[i]!.context);
      expect(el.snapshot.value, `the state at step ${i}`).to.deep.equal(seen[i]!.value);
    }
  });

  it('opens a shared record of a finished fight at the same end', async () => {
    const first = await fixture<RbLadyLuckFight>(html`<rb-lady-luck-fight no-save seed="22"></rb-lady-luck-fight>`);
    await settle(first);
    for (let i = 0; i < 80 && !first.snapshot.hasTag('over'); i++) {
      const step = first.record.step;
      await pressSuggested(first);
      await until(first, () => first.record.step > step, 'the step');
    }
    const end = json(first);
    const record = first.record;
    history.replaceState(null, '', `#fight-replay=${encodeRecord(record)}`);
    const again = await fixture<RbLadyLuckFight>(html`<rb-lady-luck-fight storage-key="fight-replay" seed="1"></rb-lady-luck-fight>`);
    await settle(again);
    expect(again.record.step).to.equal(record.step);
    expect(again.snapshot.hasTag('over')).to.equal(true);
    expect(json(again)).to.deep.equal(end);
  });
  it('in learn mode asks the questions of the procedure in play on the way, and grades them', async () => {
    sessionStorage.removeItem('rb-learn:rb-lady-luck-fight');
    const el = await fixture<RbLadyLuckFight>(html`<rb-lady-luck-fight no-save seed="22" learn></rb-lady-luck-fight>`);
    await motionLive();
    const { asked, graded } = await playLearning(el, () => el.snapshot.status === 'done');
    expect(asked, 'questions asked on the way').to.be.greaterThan(0);
    expect(graded, 'guesses graded on the spot').to.be.greaterThan(0);
  });
});

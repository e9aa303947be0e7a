/**
 * A first play on a phone: a fresh table, the learner presses only the highlighted control, from
 * the lookout's check to the end of the fight. Every control is finger sized at every step; then
 * Back, pressed all the way, restores every step exactly; and the record replays to the same end.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { encodeRecord } from '../shared/persist.js';
import { motionLive, root, settle } from '../shared/testing/keys.js';
import { highlighted, outOfReach, playLearning, smallControls } from '../shared/testing/first-play.js';
import './rb-karmic-fight.js';
import type { RbKarmicFight } from './rb-karmic-fight.js';

const json = (el: RbKarmicFight) => JSON.parse(JSON.stringify(el.snapshot.context)) as unknown;

describe('rb-karmic-fight: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('pressing only the highlighted control plays the whole fight; Back restores every step; the record replays', async function () {
    this.timeout(120_000);
    const el = await fixture<RbKarmicFight>(html`<rb-karmic-fight no-save seed="11"></rb-karmic-fight>`);
    await settle(el);
    await motionLive();
    const seen: { context: unknown; value: unknown }[] = [{ context: json(el), value: el.snapshot.value }];
    for (let i = 0; i < 80 && el.snapshot.status !== 'done'; i++) {
      expect(smallControls(el), `step ${i}: controls under 44 × 44 px`).to.deep.equal([]);
      expect(outOfReach(el), `step ${i}: the step bar out of reach`).to.deep.equal([]);
      const [control, ...others] = highlighted(el);
      expect(others, `step ${i}: one highlighted control`).to.have.length(0);
      expect(control, `step ${i}: a highlighted control`).to.not.equal(undefined);
      control!.focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      seen.push({ context: json(el), value: el.snapshot.value });
    }
    expect(el.snapshot.status, 'the fight is over').to.equal('done');
    expect(seen.length - 1, 'presses from fresh to over').to.be.within(15, 60);
    expect(root(el).querySelector('[part~="step-bar"]')!.textContent).to.contain('Play again');
    const end = seen.at(-1)!.context;
    const record = el.record;

    for (let k = seen.length - 2; k >= 0; k--) {
      const back = root(el).querySelector<HTMLButtonElement>('[part~="step-bar"] button[title="Back"]')!;
      back.click();
      await settle(el);
      expect(json(el), `context at step ${k}`).to.deep.equal(seen[k]!.context);
      expect(el.snapshot.value, `state at step ${k}`).to.deep.equal(seen[k]!.value);
    }

    history.replaceState(null, '', `#shared-fight=${encodeRecord(record)}`);
    try {
      const again = await fixture<RbKarmicFight>(html`<rb-karmic-fight storage-key="shared-fight"></rb-karmic-fight>`);
      await settle(again);
      expect(json(again), 'the shared record reaches the same end').to.deep.equal(end);
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
      localStorage.removeItem('rb:shared-fight');
    }
  });
  it('in learn mode asks the questions of the procedure in play on the way, and grades them', async () => {
    sessionStorage.removeItem('rb-learn:rb-karmic-fight');
    const el = await fixture<RbKarmicFight>(html`<rb-karmic-fight no-save seed="11" learn></rb-karmic-fight>`);
    await motionLive();
    const { asked, graded } = await playLearning(el, () => el.snapshot.status === 'done');
    expect(asked, 'questions asked on the way').to.be.greaterThan(0);
    expect(graded, 'guesses graded on the spot').to.be.greaterThan(0);
  });
});

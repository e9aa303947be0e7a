/**
 * A first play on a phone: a fresh table, the learner presses whatever is highlighted, from the
 * first deal to the end of the fight. Every control is finger sized at every step; then Back
 * walks the whole story back to the start, each step exactly as it was; and the record, opened
 * in a new table, reaches the same end.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { motionLive, root, settle } from '../shared/testing/keys.js';
import { highlighted, outOfReach, playLearning, smallControls } from '../shared/testing/first-play.js';
import './rb-liberi-gothica-fight.js';
import type { RbLiberiGothicaFight } from './rb-liberi-gothica-fight.js';

const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

describe('rb-liberi-gothica-fight: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => localStorage.removeItem('rb:fight-replay'));

  it('pressing only the highlighted control plays the first fight to its end, and Back walks it back exactly', async function () {
    this.timeout(120_000);
    const el = await fixture<RbLiberiGothicaFight>(html`<rb-liberi-gothica-fight no-save seed="4"></rb-liberi-gothica-fight>`);
    await settle(el);
    await motionLive();
    const seen: { value: unknown; context: unknown }[] = [{ value: json(el.snapshot.value), context: json(el.snapshot.context) }];
    const phases = new Set<string>();
    for (let i = 0; i < 120 && !el.snapshot.hasTag('over'); i++) {
      expect(smallControls(el), `step ${i}: controls under 44 × 44 px`).to.deep.equal([]);
      expect(outOfReach(el), `step ${i}: the step bar out of reach`).to.deep.equal([]);
      const [control, ...others] = highlighted(el);
      expect(others, `step ${i}: one highlighted control`).to.have.length(0);
      expect(control, `step ${i}: a highlighted control`).to.not.equal(undefined);
      control!.focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      phases.add(el.snapshot.context.phase);
      seen.push({ value: json(el.snapshot.value), context: json(el.snapshot.context) });
    }
    expect(el.snapshot.hasTag('over'), 'the fight ends').to.equal(true);
    expect(seen.length - 1, 'presses from fresh to over').to.equal(54);
    expect([...phases]).to.include.members(['dealing', 'acting', 'attacking', 'passing on', 'over']);
    expect(smallControls(el), 'at the end').to.deep.equal([]);
    expect(root(el).querySelector('[part~="step-bar"]')!.textContent).to.contain('Play again');
    const record = el.record;

    // Back, step by step, to the start: each step as it was.
    const back = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="step-bar"] button')].find((b) =>
      /^back$/i.test((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
    )!;
    for (let i = seen.length - 2; i >= 0; i--) {
      back.click();
      await settle(el);
      expect(json(el.snapshot.value), `value at step ${i}`).to.deep.equal(seen[i]!.value);
      expect(json(el.snapshot.context), `context at step ${i}`).to.deep.equal(seen[i]!.context);
    }

    // The record, opened as a saved table, reaches the same end.
    localStorage.setItem('rb:fight-replay', JSON.stringify(record));
    const again = await fixture<RbLiberiGothicaFight>(
      html`<rb-liberi-gothica-fight storage-key="fight-replay" seed="4"></rb-liberi-gothica-fight>`,
    );
    await settle(again);
    expect(again.record.step).to.equal(record.step);
    expect(json(again.snapshot.context)).to.deep.equal(seen.at(-1)!.context);
  });
  it('in learn mode asks the questions of the procedure in play on the way, and grades them', async () => {
    sessionStorage.removeItem('rb-learn:rb-liberi-gothica-fight');
    const el = await fixture<RbLiberiGothicaFight>(html`<rb-liberi-gothica-fight no-save seed="4" learn></rb-liberi-gothica-fight>`);
    await motionLive();
    const { asked, graded } = await playLearning(el, () => el.snapshot.status === 'done');
    expect(asked, 'questions asked on the way').to.be.greaterThan(0);
    expect(graded, 'guesses graded on the spot').to.be.greaterThan(0);
  });
});

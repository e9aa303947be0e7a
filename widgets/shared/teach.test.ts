import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import initiativeChart from '../../generated/charts/initiative-deal.chart.js';
import { initiativeDeal } from '../../machines/liberi-gothica/initiative-deal/index.js';
import { StatechartView } from './statechart-view.js';
import { activeStateIds } from './statechart.js';
import { expectChartHighlights, expectChartMatchesMachine } from './testing/chart.js';
import './testing/demo-coin.js';
import type { RbDemoCoin } from './testing/demo-coin.js';
import { initialTransition, transition } from 'xstate';

const buttonNamed = (el: HTMLElement, name: string) => {
  const b = [...el.shadowRoot!.querySelectorAll('button')].find((x) => x.textContent!.trim().startsWith(name));
  if (!b) throw new Error(`no button ${name}`);
  return b;
};
async function press(el: RbDemoCoin, name: string) {
  buttonNamed(el, name).focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

describe('predict, then see', () => {
  // Each test starts from a fresh table, not the one the test before saved.
  beforeEach(() => localStorage.clear());

  it('asks before the step, then sends it exactly as asked, and grades the guess', async () => {
    sessionStorage.removeItem('rb-learn:rb-demo-coin');
    const plain = await fixture<RbDemoCoin>(html`<rb-demo-coin seed="5"></rb-demo-coin>`);
    const learner = await fixture<RbDemoCoin>(html`<rb-demo-coin seed="5" learn></rb-demo-coin>`);
    for (let i = 0; i < 4; i++) {
      await press(plain, 'Roll');
      await press(learner, 'Roll');
      // The step waits for the guess: nothing rolled yet.
      expect(learner.snapshot.context.rolls).to.have.length(i);
      expect(learner.shadowRoot!.textContent).to.contain('Will the die show 4 or more?');
      await press(learner, i % 2 ? 'Yes' : 'No');
      // Same seed, same story, with or without predicting.
      expect(learner.snapshot.context.rolls).to.deep.equal(plain.snapshot.context.rolls);
    }
    const rolls = learner.snapshot.context.rolls;
    const right = rolls.filter((face, i) => face >= 4 === (i % 2 === 1)).length;
    expect(learner.teach.score).to.deep.equal({ asked: 4, right });
    expect(learner.shadowRoot!.textContent).to.contain(`Score: ${right} of 4`);
    expect(learner.shadowRoot!.querySelector('.graded a.rule-link')!.getAttribute('href')).to.equal('/demo/#rolls');
    await expect(learner).to.be.accessible();
  });

  it('holds a step pressed before the questions have loaded, then asks it', async () => {
    const el = await fixture<RbDemoCoin>(html`<rb-demo-coin-slow seed="5" learn></rb-demo-coin-slow>`);
    // At once, before the module with the questions has arrived (it takes 300 ms).
    await press(el, 'Roll');
    expect(el.snapshot.context.rolls, 'the roll waits').to.have.length(0);
    for (let i = 0; i < 50 && !el.shadowRoot!.textContent!.includes('Will the die show'); i++) {
      await new Promise((r) => setTimeout(r, 20));
      await el.updateComplete;
    }
    expect(el.shadowRoot!.textContent).to.contain('Will the die show 4 or more?');
    expect(el.snapshot.context.rolls).to.have.length(0);
    await press(el, 'Yes');
    expect(el.snapshot.context.rolls).to.have.length(1);
  });

  it('goes ahead without a guess on Skip, and is off unless asked for', async () => {
    const el = await fixture<RbDemoCoin>(html`<rb-demo-coin seed="2"></rb-demo-coin>`);
    await press(el, 'Roll');
    expect(el.snapshot.context.rolls).to.have.length(1);
    await press(el, 'Predict');
    expect(buttonNamed(el, 'Predict').getAttribute('aria-pressed')).to.equal('true');
    await press(el, 'Roll');
    expect(el.snapshot.context.rolls).to.have.length(1);
    // The step's controls wait for the guess: disabled, so pressing again cannot slip past it.
    expect(buttonNamed(el, 'Roll').disabled).to.equal(true);
    expect(el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="step-move"]')!.disabled).to.equal(true);
    el.send({ type: 'die.rolled' });
    await el.updateComplete;
    expect(el.snapshot.context.rolls).to.have.length(1);
    await press(el, 'Skip');
    expect(el.snapshot.context.rolls).to.have.length(2);
  });

  it('shows no number that would answer a question while it waits, and every one again after the guess', async () => {
    const el = await fixture<RbDemoCoin>(html`<rb-demo-coin seed="2" no-save learn></rb-demo-coin>`);
    const text = () => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    // Off: no percentage anywhere, on the button or in a panel.
    expect(text()).to.not.contain('%');
    expect(el.teach.showsNumbers).to.equal(false);
    await press(el, 'Odds');
    await el.teach.settling;
    for (let i = 0; i < 50 && !text().includes('50%'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(el.teach.showsNumbers).to.equal(true);
    expect(el.shadowRoot!.querySelector('[part~="odds"]')!.textContent).to.contain('50%');
    expect(buttonNamed(el, 'Roll').textContent).to.contain('50%');
    // The question waits: odds, button labels, summary and every percentage go.
    await press(el, 'Roll');
    expect(el.teach.pending).to.not.equal(undefined);
    expect(el.teach.showsNumbers).to.equal(false);
    expect(el.teach.percent(0.5)).to.equal('');
    expect(text()).to.not.match(/\d\s*%/);
    expect(el.shadowRoot!.querySelector('[part~="odds"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part~="odds-waiting"]')!.textContent).to.contain('once you have guessed');
    expect(buttonNamed(el, 'Odds').getAttribute('aria-pressed'), 'Odds stays on').to.equal('true');
    await expect(el).to.be.accessible();
    await press(el, 'Yes');
    expect(el.teach.showsNumbers).to.equal(true);
    expect(el.shadowRoot!.querySelector('[part~="odds"]')!.textContent).to.contain('50%');
  });

  it('drops a waiting question when the reader steps away from its step', async () => {
    const el = await fixture<RbDemoCoin>(html`<rb-demo-coin seed="2" no-save></rb-demo-coin>`);
    await press(el, 'Roll');
    await press(el, 'Predict');
    await el.teach.settling;
    await press(el, 'Roll');
    expect(el.teach.pending).to.not.equal(undefined);
    el.back();
    await el.updateComplete;
    expect(el.teach.pending, 'the question was about a step no longer shown').to.equal(undefined);
    expect(el.snapshot.context.rolls).to.have.length(0);
    expect(buttonNamed(el, 'Roll').disabled).to.equal(false);
  });

  it('shows the odds on request', async () => {
    const el = await fixture<RbDemoCoin>(html`<rb-demo-coin seed="2"></rb-demo-coin>`);
    expect(el.shadowRoot!.querySelector('[part~="odds"]')).to.equal(null);
    await press(el, 'Odds');
    expect(el.shadowRoot!.querySelector('[part~="odds"]')!.textContent).to.contain('50%');
  });
});

describe('the statechart view', () => {
  it('draws every state of the machine and highlights the one the table is in', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    const box = document.createElement('div');
    root.append(box);
    const view = new StatechartView(box, initiativeChart, 'Initiative deal');
    const initiativeDealMachine = initiativeDeal.machine;
    expectChartMatchesMachine(initiativeChart, initiativeDealMachine);
    // Play a little and compare the highlight with the snapshot, state by state.
    const input = { seed: 3, participants: [{ name: 'Ada', kind: 'pc' as const }] };
    let [snap] = initialTransition(initiativeDealMachine, input);
    const events: { type: string }[] = [];
    const fake = Object.assign(document.createElement('div'), { snapshot: snap, record: { input, events, step: 0 } });
    Object.defineProperty(fake, 'shadowRoot', { value: root });
    view.update(snap.value);
    expectChartHighlights(fake as never, initiativeChart, initiativeDealMachine);
    for (const event of [{ type: 'hand.dealt' as const }]) {
      [snap] = transition(initiativeDealMachine, snap, event);
      view.update(snap.value, event);
      events.push(event);
      fake.snapshot = snap;
      fake.record = { input, events, step: events.length };
      expectChartHighlights(fake as never, initiativeChart, initiativeDealMachine);
      expect(activeStateIds(initiativeChart.id, snap.value).length).to.be.greaterThan(0);
    }
    expect(root.textContent).to.contain('What can happen next');
  });
});

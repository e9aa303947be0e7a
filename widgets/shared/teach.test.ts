import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { css, type PropertyValues } from 'lit';
import { assign, setup } from 'xstate';
import { renamedEvents } from '../../machines/core/record.js';
import { createChance, rollDie, type Chance } from '../../machines/core/random.js';
import type { Prediction } from '../../machines/core/explain.js';
import initiativeChart from '../initiative-deal/initiative-deal.chart.js';
import { initiativeDealMachine } from '../../machines/liberi-gothica/initiative-deal.machine.js';
import { baseStyles } from './styles.js';
import { StatechartView } from './statechart-view.js';
import { activeStateIds } from './statechart.js';
import { TableElement } from './table-element.js';
import { TableHost } from './table-host.js';
import { renderTeachToolbar, renderTeaching, TeachController } from './teach.js';
import { renderFrame } from './ui.js';
import { initialTransition, transition } from 'xstate';

// A tiny procedure for testing the learning layer on its own: toss a d6, 4+ is a success.
interface CoinContext {
  readonly chance: Chance;
  readonly rolls: readonly number[];
}
const coinMachine = setup({
  types: { context: {} as CoinContext, events: {} as { type: 'die.rolled' }, input: {} as { seed: number } },
  actions: {
    roll: assign(({ context }) => {
      const [face, chance] = rollDie(context.chance, 6);
      return { chance, rolls: [...context.rolls, face] };
    }),
  },
}).createMachine({
  id: 'coin',
  context: ({ input }) => ({ chance: createChance(input.seed), rolls: [] }),
  initial: 'rolling',
  states: { rolling: { on: { 'die.rolled': { actions: 'roll' } } } },
});
type CoinMachine = typeof coinMachine;

const prediction: Prediction<CoinContext> = {
  question: 'Will the die show 4 or more?',
  choices: [
    { id: 'yes', label: 'Yes, 4 or more' },
    { id: 'no', label: 'No, 3 or less' },
  ],
  settledBy: ['die.rolled'],
  answer: (after) => {
    const face = after.rolls.at(-1)!;
    return { choice: face >= 4 ? 'yes' : 'no', why: [{ text: `It showed ${face}.`, rule: { page: 'demo', section: 'rolls', title: 'Rolls' } }] };
  },
};

class RbDemoCoin extends TableElement<CoinMachine> {
  static override styles = [baseStyles, css``];
  static override properties = { seed: { type: String }, learn: { type: Boolean } };
  declare seed: string;
  declare learn: boolean;
  protected readonly table: TableHost<CoinMachine> = new TableHost(this, {
    machine: coinMachine,
    recordFormat: { current: 'coin/1', upgrades: { 'coin/0': renamedEvents({}) } },
    resets: ['seed'],
    setup: () => ({ input: { seed: Number(this.seed) || 1 }, errors: [] }),
    storageKey: () => undefined,
  });
  readonly teach: TeachController<CoinMachine> = new TeachController(this, this.table, {
    title: 'Coin',
    odds: () => ({ question: 'The next roll', outcomes: [{ id: 'yes', label: '4 or more', p: 0.5 }, { id: 'no', label: '3 or less', p: 0.5 }] }),
    prediction: () => prediction,
  });
  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
    if (changed.has('learn')) this.teach.setLearning(this.learn);
  }
  protected override render() {
    return renderFrame(this.table, {
      label: 'Coin',
      status: `Rolls: ${this.table.snapshot.context.rolls.join(', ') || 'none'}`,
      toolbar: renderTeachToolbar(this.teach),
      stage: html`<button part="button" class="primary" @click=${() => this.send({ type: 'die.rolled' })}>Roll</button>`,
      why: [],
      teaching: renderTeaching(this.teach),
    });
  }
}
customElements.define('rb-demo-coin', RbDemoCoin);

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
    const right = rolls.filter((face, i) => (face >= 4) === (i % 2 === 1)).length;
    expect(learner.teach.score).to.deep.equal({ asked: 4, right });
    expect(learner.shadowRoot!.textContent).to.contain(`Score: ${right} of 4`);
    expect(learner.shadowRoot!.querySelector('.graded a.rule-link')!.getAttribute('href')).to.equal('/demo/#rolls');
    await expect(learner).to.be.accessible();
  });

  it('goes ahead without a guess on Skip, and is off unless asked for', async () => {
    const el = await fixture<RbDemoCoin>(html`<rb-demo-coin seed="2"></rb-demo-coin>`);
    await press(el, 'Roll');
    expect(el.snapshot.context.rolls).to.have.length(1);
    await press(el, 'Predict');
    expect(buttonNamed(el, 'Predict').getAttribute('aria-pressed')).to.equal('true');
    await press(el, 'Roll');
    expect(el.snapshot.context.rolls).to.have.length(1);
    await press(el, 'Skip');
    expect(el.snapshot.context.rolls).to.have.length(2);
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
    // Every state node of the machine, walked here on its own, is drawn.
    const ids: string[] = [];
    const walk = (node: { id: string; states: Record<string, unknown> }) => {
      for (const child of Object.values(node.states) as { id: string; states: Record<string, unknown> }[]) {
        ids.push(child.id);
        walk(child);
      }
    };
    walk(initiativeDealMachine.root as never);
    expect(initiativeChart.states.filter((s) => s.type !== 'note').map((s) => s.id).sort()).to.deep.equal(ids.sort());
    // Play a little and compare the highlight with the snapshot, state by state.
    let [snap] = initialTransition(initiativeDealMachine, { seed: 3, participants: [{ name: 'Ada', kind: 'pc' }] });
    const events = [{ type: 'hand.dealt' as const }];
    for (const event of events) {
      [snap] = transition(initiativeDealMachine, snap, event);
      view.update(snap.value, event.type);
      for (const s of initiativeChart.states.filter((x) => x.type !== 'note')) {
        const g = [...root.querySelectorAll('g.st')].find((n) => n.querySelector('title')!.textContent!.startsWith(s.label))!;
        const path = s.id.split('.').slice(1);
        const value = path.reduceRight<unknown>((acc, key) => (acc === undefined ? key : { [key]: acc }), undefined);
        expect(g.classList.contains('active'), s.id).to.equal(snap.matches(value as never));
      }
      expect(activeStateIds(initiativeChart.id, snap.value).length).to.be.greaterThan(0);
    }
    expect(root.textContent).to.contain('What can happen next');
  });
});

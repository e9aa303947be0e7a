/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { karmaCheckRecord } from '../../machines/karmic/karma-check.machine.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import './rb-karma-check.js';
import type { RbKarmaCheck } from './rb-karma-check.js';

async function check(attrs: Record<string, string> = {}) {
  const el = document.createElement('rb-karma-check');
  el.setAttribute('no-save', '');
  el.setAttribute('seed', '7');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: RbKarmaCheck) => el.shadowRoot!;
const buttons = (el: RbKarmaCheck) => [...root(el).querySelectorAll('button')];
const button = (el: RbKarmaCheck, label: string | RegExp) => {
  const found = buttons(el).find((b) => {
    const name = `${b.getAttribute('aria-label') ?? ''} ${b.textContent ?? ''}`;
    return typeof label === 'string' ? name.includes(label) : label.test(name);
  });
  if (!found) throw new Error(`no button ${label}; have: ${buttons(el).map((b) => b.getAttribute('aria-label') ?? b.textContent!.trim()).join(' | ')}`);
  return found;
};
const text = (el: RbKarmaCheck) => root(el).textContent!.replace(/\s+/g, ' ');
const announced = (el: RbKarmaCheck) => root(el).querySelector('[role="status"]')!.textContent!;

/** Focus a button and press Enter on it, from the keyboard. */
async function press(el: RbKarmaCheck, b: HTMLButtonElement) {
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

/** Play one step by real key presses: the first control that can act, or say why none can. */
async function playOneStepByKeyboard(el: RbKarmaCheck) {
  const before = el.record.events.length;
  const step = el.record.step;
  const ready = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="controls"] button, [part~="hand"] button')].find((b) => !b.disabled);
  if (!ready) {
    // Only a check that may not be tried has nothing to press, and it says why.
    expect(root(el).querySelector('[part~="problem"]')!.textContent).to.match(/cannot try this/);
    return;
  }
  await press(el, ready);
  expect(el.record.events.length > before || el.record.step !== step, `pressing ${ready.textContent!.trim()} played a step`).to.equal(true);
}

const SIDE = ['skill', 'second-skill', 'helper-skill', 'attribute', 'difficulty', 'modifier', 'draws', 'deck'];
const ATTRIBUTES: AttributeSpec[] = [
  { name: 'mode', kind: 'checked' },
  { name: 'seed', kind: 'checked' },
  ...SIDE.map((name) => ({ name, kind: 'checked' as const })),
  ...SIDE.map((name) => ({ name: `opponent-${name}`, kind: 'checked' as const })),
  { name: 'label', kind: 'free' },
  { name: 'opponent-label', kind: 'free' },
  { name: 'storage-key', kind: 'free' },
  { name: 'advanced', kind: 'flag' },
  { name: 'opponent-advanced', kind: 'flag' },
  { name: 'must-succeed', kind: 'flag' },
  { name: 'no-save', kind: 'flag' },
];

describe('rb-karma-check', () => {
  it('is accessible before drawing and with a result shown', async () => {
    const el = await check({ skill: '3', attribute: '2', difficulty: 'easy', deck: '3h 4h 7h' });
    await expect(el).to.be.accessible();
    await press(el, button(el, 'Draw the cards'));
    await press(el, button(el, /Play −3, the 3 of hearts/));
    await expect(el).to.be.accessible();
  });

  it("plays the tracker's check by keyboard and shows the chart row beside the outcome", async () => {
    const el = await check({ skill: '3', attribute: '2', difficulty: 'easy', deck: '3h 4h 7h' });
    expect(root(el).querySelector('[part="base"]')).to.exist;
    expect(root(el).querySelector('[part~="odds"]')!.textContent).to.match(/Chance of success with the best card drawn and no hits: \d+(\.\d)?%/);
    await press(el, button(el, 'Draw the cards'));
    expect(root(el).querySelectorAll('[part="hand"] button')).to.have.length(3);
    await press(el, button(el, /Play −3/));
    const outcome = root(el).querySelector('[part="outcome"]')!;
    expect(outcome.textContent).to.contain('Success');
    expect(outcome.textContent).to.contain('−3 card + 2 attribute + 3 difficulty = 2');
    const row = root(el).querySelector('[part="chart-row"]')!;
    expect(row.textContent).to.contain('Sufficient');
    expect(row.textContent).to.contain('General information');
    expect(row.textContent).to.contain('+15%');
  });

  it('says why each step happened, with a link to the rule, and announces it', async () => {
    const el = await check({ skill: '3', attribute: '2', difficulty: 'easy', deck: '3h 4h 7h', label: 'Enris' });
    await press(el, button(el, 'Draw the cards'));
    await press(el, button(el, /Play −3/));
    const links = [...root(el).querySelectorAll<HTMLAnchorElement>('[part~="narration"] a[part~="rule-link"]')];
    expect(links.map((a) => a.getAttribute('href'))).to.include('/karmic/karma-deck-and-checks/#a-basic-check');
    expect(links.map((a) => a.getAttribute('href'))).to.include('/karmic/karma-deck-and-checks/#how-well-it-went-the-result-chart');
    expect(announced(el)).to.contain('2 is above 0: success.');
    expect(announced(el)).to.contain('Result chart row +2: sufficient.');
  });

  it('follows a hit chain by keyboard and refuses to take a hit back', async () => {
    const el = await check({ skill: '1', deck: 'Ks Qh 4s' });
    await press(el, button(el, 'Draw the cards'));
    await press(el, button(el, /Play \+3 \(hit\)/));
    expect(text(el)).to.contain('hit or stand');
    await press(el, button(el, /Hit for/));
    expect(root(el).querySelectorAll('[part="chain"] [part="card"]')).to.have.length(2);
    await press(el, button(el, /Hit for/));
    expect(root(el).querySelectorAll('[part="chain"] [part="card"]')).to.have.length(3);
    expect(text(el)).to.contain('5 card (+3, −2, +4) = 5');
    expect(buttons(el).some((b) => /^Hit/.test(b.textContent!.trim()))).to.equal(false);
  });

  it('steps back and forward through the check', async () => {
    const el = await check({ skill: '1', deck: 'Ks Qh 4s' });
    await press(el, button(el, 'Draw the cards'));
    await press(el, button(el, /Play \+3/));
    await press(el, button(el, /Hit for/));
    expect(el.snapshot.context.sides[0]!.play!.chain).to.deep.equal(['Ks', 'Qh']);
    await press(el, button(el, 'Back'));
    expect(el.snapshot.context.sides[0]!.play!.chain).to.deep.equal(['Ks']);
    const step = oneEvent(el, 'rb-step');
    await press(el, button(el, 'Forward'));
    expect((await step).detail.cause).to.equal('forward');
    expect(el.snapshot.context.sides[0]!.play!.chain).to.deep.equal(['Ks', 'Qh']);
    button(el, 'Back').focus();
    expect(root(el).activeElement).to.equal(button(el, 'Back'));
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Alt' });
    await el.updateComplete;
    expect(el.snapshot.context.sides[0]!.play!.chain).to.deep.equal(['Ks']);
  });

  it('names a bad attribute and carries on with the default', async () => {
    const el = await check({ attribute: 'strong', skill: '2' });
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('attribute: "strong" is not a whole number from −10 to 10; the default is used');
    await press(el, button(el, 'Draw the cards'));
    expect(root(el).querySelectorAll('[part="hand"] button')).to.have.length(2);
  });

  it('asks the GM for a verdict on a joker, by keyboard', async () => {
    const el = await check({ skill: '1', deck: 'JK' });
    await press(el, button(el, 'Draw the cards'));
    await press(el, button(el, /Play wild, the joker/));
    const select = root(el).querySelector('select')!;
    select.focus();
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(select.value).to.equal('-10');
    await press(el, button(el, "Give the GM's verdict"));
    expect(root(el).querySelector('[part="outcome"]')!.textContent).to.contain('Failure');
    expect(root(el).querySelector('[part="chart-row"]')!.textContent).to.contain('Incompetence');
  });

  it('keeps an opposed card face down until both have chosen, then gives a tie to the opposition', async () => {
    const el = await check({ mode: 'opposed', skill: '1', deck: '4s', 'opponent-skill': '1', 'opponent-deck': '4c', label: 'Sneak', 'opponent-label': 'Guard' });
    await press(el, button(el, 'Draw the cards'));
    await press(el, button(el, /Play \+4, the 4 of spades/));
    expect(root(el).querySelector('[part="chain"] [part~="card-back"]')).to.exist;
    await press(el, button(el, /Play \+4, the 4 of clubs/));
    expect(root(el).querySelector('[part="outcome"]')!.textContent).to.contain('tie');
    expect(root(el).querySelector('[part="outcome"]')!.textContent).to.contain('Failure');
    expect([...root(el).querySelectorAll('a[part~="rule-link"]')].map((a) => a.textContent)).to.include('Table ruling: ties in an opposed check');
    await expect(el).to.be.accessible();
  });

  it("lets a helper's card be played when skills are combined", async () => {
    const el = await check({ skill: '1', 'helper-skill': '2', deck: '2h' });
    await press(el, button(el, 'Draw the cards'));
    const hands = root(el).querySelectorAll('[part="hand"]');
    expect(hands).to.have.length(2);
    expect(hands[1]!.getAttribute('aria-label')).to.equal("Player's helper's draw");
    await press(el, hands[1]!.querySelector('button')!);
    expect(el.snapshot.context.sides[0]!.chosenFrom).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('says why an untrained advanced skill cannot be tried, beside a draw button that is off', async () => {
    const el = await check({ skill: '0', advanced: '' });
    expect(root(el).querySelector('[part~="problem"]')!.textContent).to.contain('Player cannot try this: an advanced skill cannot be attempted without training.');
    expect(button(el, 'Draw the cards').disabled).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('reports a damaged saved table in plain words and starts a fresh check', async () => {
    localStorage.setItem('rb:check-damaged', JSON.stringify({ format: karmaCheckRecord.current, input: { mode: 'opposed', seed: 1, mustAlsoSucceed: false, actor: { label: 'constructor' } }, events: [], step: 0 }));
    const el = document.createElement('rb-karma-check');
    el.setAttribute('storage-key', 'check-damaged');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    await el.updateComplete;
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain("Your saved table could not be restored: the saved table's setup could not be used (the acting side's skill is not a whole number from 0 to 10). A fresh table was started.");
    await playOneStepByKeyboard(el);
    localStorage.removeItem('rb:check-damaged');
  });

  describe('hostile input', function () {
    this.timeout(240_000);
    const options = { tag: 'rb-karma-check', attributes: ATTRIBUTES, works: playOneStepByKeyboard, fixed: { 'no-save': '' } };

    it('names every attribute given a value it does not take, and still plays by keyboard', async () => {
      await checkEachInvalidValue<RbKarmaCheck>(options);
    });

    it('survives any attributes, set at the start or changed later, and forgets a removed one without a word', async () => {
      await checkHostileAttributes<RbKarmaCheck>({ ...options, runs: 20 });
    });

    it('opens any saved table, however damaged, with a plain message', async () => {
      await checkDamagedSavedTables<RbKarmaCheck>({ tag: 'rb-karma-check', works: playOneStepByKeyboard, format: karmaCheckRecord.current, runs: 25 });
    });
  });
});

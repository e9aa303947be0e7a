/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
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

/** Focus a button and activate it as Enter would. */
async function press(el: RbKarmaCheck, b: HTMLButtonElement) {
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  b.click();
  await el.updateComplete;
}

describe('rb-karma-check', () => {
  it('is accessible before drawing and with a result shown', async () => {
    const el = await check({ skill: '3', attribute: '2', difficulty: 'easy', deck: '3h 4h 7h' });
    await expect(el).to.be.accessible();
    await press(el, button(el, 'Draw the cards'));
    await press(el, button(el, /Play -3, the 3 of hearts/));
    await expect(el).to.be.accessible();
  });

  it("plays the tracker's check by keyboard and shows the chart row beside the outcome", async () => {
    const el = await check({ skill: '3', attribute: '2', difficulty: 'easy', deck: '3h 4h 7h' });
    expect(root(el).querySelector('[part="base"]')).to.exist;
    await press(el, button(el, 'Draw the cards'));
    expect(root(el).querySelectorAll('[part="hand"] button')).to.have.length(3);
    await press(el, button(el, /Play -3/));
    const outcome = root(el).querySelector('[part="outcome"]')!;
    expect(outcome.textContent).to.contain('Success');
    expect(outcome.textContent).to.contain('-3 card +2 attribute +3 situational = +2');
    const row = root(el).querySelector('[part="chart-row"]')!;
    expect(row.textContent).to.contain('Sufficient');
    expect(row.textContent).to.contain('General information');
    expect(row.textContent).to.contain('+15%');
  });

  it('follows a hit chain and refuses to take a hit back', async () => {
    const el = await check({ skill: '1', deck: 'Ks Qh 4s' });
    await press(el, button(el, 'Draw the cards'));
    await press(el, button(el, /Play \+3 \(hit\)/));
    expect(text(el)).to.contain('hit or stand');
    await press(el, button(el, /Hit for/));
    expect(root(el).querySelectorAll('[part="chain"] [part="card"]')).to.have.length(2);
    await press(el, button(el, /Hit for/));
    expect(root(el).querySelectorAll('[part="chain"] [part="card"]')).to.have.length(3);
    expect(text(el)).to.contain('(+3 -2 +4) card +0 attribute +0 situational = +5');
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
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true }));
    await el.updateComplete;
    expect(el.snapshot.context.sides[0]!.play!.chain).to.deep.equal(['Ks']);
  });

  it('names a bad attribute and carries on with the default', async () => {
    const el = await check({ attribute: 'strong', skill: '2' });
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('attribute: "strong" is not a whole number');
    await press(el, button(el, 'Draw the cards'));
    expect(root(el).querySelectorAll('[part="hand"] button')).to.have.length(2);
  });

  it('asks the GM for a verdict on a joker', async () => {
    const el = await check({ skill: '1', deck: 'JK' });
    await press(el, button(el, 'Draw the cards'));
    await press(el, button(el, /Play wild, the joker/));
    const select = root(el).querySelector('select')!;
    select.value = '-10';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
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

  it('says why an untrained advanced skill cannot be tried', async () => {
    const el = await check({ skill: '0', advanced: '' });
    expect(text(el)).to.contain('an advanced skill cannot be attempted without training');
    expect(buttons(el).some((b) => b.textContent!.includes('Draw the cards'))).to.equal(false);
  });
});

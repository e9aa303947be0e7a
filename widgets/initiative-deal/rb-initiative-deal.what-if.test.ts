import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { button, press, root, settle, until } from '../shared/testing/keys.js';
import { initiativeDeal } from '../../machines/liberi-gothica/initiative-deal/index.js';
import './rb-initiative-deal.js';
import type { RbInitiativeDeal } from './rb-initiative-deal.js';

const panel = (el: RbInitiativeDeal) => root(el).querySelector<HTMLElement>('[part~="what-if"]');
const outcomes = (el: RbInitiativeDeal) => [...root(el).querySelectorAll<HTMLElement>('[part~="what-if"] [part~="outcome"]')];
const text = (e: Element) => e.textContent!.replace(/\s+/g, ' ').trim();

async function table(attributes: string) {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = `<rb-initiative-deal no-save seed="1" ${attributes}></rb-initiative-deal>`;
  const el = host.querySelector('rb-initiative-deal') as RbInitiativeDeal;
  await settle(el);
  await press(el, 'Deal the first hand');
  return el;
}

describe('rb-initiative-deal: What if', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('is held back in hot seat: a branch would turn up hands nobody has shown', async () => {
    const el = await table('');
    expect(button(el, 'What if').getAttribute('aria-disabled')).to.equal('true');
    await press(el, 'What if');
    expect(panel(el)?.textContent ?? '').to.not.contain('Main line');
  });

  it('open when the hands are hidden again, says why it shows nothing (not a question to answer)', async () => {
    const el = await table('show-hands');
    await press(el, 'What if');
    await until(el, () => outcomes(el).length === 2, 'the two branches');
    el.showHands = false;
    await settle(el);
    expect(outcomes(el)).to.have.length(0);
    expect(text(panel(el)!)).to.contain('Not at this step: What if would show what the table keeps hidden.');
    expect(text(panel(el)!)).to.not.contain('Answer the question first');
  });

  it('with every hand shown, lays the highest or the lowest card side by side, the highest the main line', async () => {
    await setViewport({ width: 1280, height: 900 });
    const el = await table('show-hands');
    await press(el, 'What if');
    await until(el, () => outcomes(el).length === 2, 'the two branches');
    expect(outcomes(el).map((o) => text(o.querySelector('.outcome-move')!))).to.deep.equal([
      'Main line Ada: lay the highest card face down',
      'Ada: lay the lowest card face down',
    ]);
    const [a, b] = outcomes(el).map((o) => o.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top), 'side by side').to.be.below(1);
    await expect(el).to.be.accessible();
  });

  it('adopting the lowest card by keyboard makes it the story: Ada acts later this round', async () => {
    const el = await table('show-hands');
    const ada = el.snapshot.context.participants[0]!;
    const lowest = initiativeDeal.moves(el.snapshot).find((m) => m.id === 'lowest')!.event;
    await press(el, 'What if');
    await until(el, () => outcomes(el).length === 2, 'the branches');
    const ends = text(outcomes(el)[1]!.querySelector('.outcome-headline')!);
    const adopt = outcomes(el)[1]!.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
    expect(adopt.getAttribute('aria-label')).to.equal('Adopt this branch: Ada: lay the lowest card face down');
    adopt.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.record.events[1]).to.deep.equal(lowest);
    expect(ends).to.contain(initiativeDeal.headline(el.snapshot));
    expect(panel(el) === null, 'the panel closes').to.equal(true);
    // The story is not the main line's: Ada still holds the queen of hearts she would have led with.
    expect(el.snapshot.context.participants.find((p) => p.id === ada.id)!.hand).to.include('Qh');
  });
});

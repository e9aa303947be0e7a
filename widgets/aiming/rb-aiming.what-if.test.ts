import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { button, press, root, settle, until } from '../shared/testing/keys.js';
import { aiming } from '../../machines/karmic/aiming/index.js';
import './rb-aiming.js';
import type { RbAiming } from './rb-aiming.js';

/** Axe on the page as it stands: the step's motion (a fade mid-way fails contrast) finished first, as a reader's next key would. */
async function accessible(el: RbAiming) {
  el.motion.finish();
  await expect(el).to.be.accessible();
}

const panel = (el: RbAiming) => root(el).querySelector<HTMLElement>('[part~="what-if"]');
const outcomes = (el: RbAiming) => [...root(el).querySelectorAll<HTMLElement>('[part~="what-if"] [part~="outcome"]')];
const text = (e: Element) => e.textContent!.replace(/\s+/g, ' ').trim();

async function table() {
  const el = await fixture<RbAiming>(html`<rb-aiming no-save seed="3"></rb-aiming>`);
  await settle(el);
  return el;
}

describe('rb-aiming: What if', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('loads nothing until opened', async () => {
    const el = await table();
    expect(el.whatIf.module.loaded).to.equal(false);
    expect(panel(el) === null, 'no panel').to.equal(true);
    expect(button(el, 'What if').getAttribute('aria-expanded')).to.equal('false');
  });

  it('shows aiming, firing now and letting the turn pass side by side, aiming the main line', async () => {
    await setViewport({ width: 1280, height: 900 });
    const el = await table();
    await press(el, 'What if');
    await until(el, () => outcomes(el).length === 3, 'the three branches');
    expect(outcomes(el).map((o) => text(o.querySelector('.outcome-move')!))).to.deep.equal([
      'Main line Aim: deal a card into the row (0 of 3 showing)',
      'Fire at once, unaimed (draw as a basic check)',
      'Let the turn pass (the aim is lost)',
    ]);
    const [a, b] = outcomes(el).map((o) => o.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top), 'side by side').to.be.below(1);
    expect(text(outcomes(el)[0]!)).to.contain('a hit for 5 damage');
    await accessible(el);
  });

  it('adopting "Fire at once, unaimed" by keyboard makes it the story, and Back undoes it step by step', async () => {
    const el = await table();
    await press(el, 'What if');
    await until(el, () => outcomes(el).length === 3, 'the branches');
    const ends = text(outcomes(el)[1]!.querySelector('.outcome-headline')!);
    const adopt = outcomes(el)[1]!.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
    expect(adopt.getAttribute('aria-label')).to.equal('Adopt this branch: Fire at once, unaimed (draw as a basic check)');
    adopt.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.record.events[0]).to.deep.equal({ type: 'shot.fired' });
    expect(el.snapshot.context.shot!.source).to.equal('snap');
    // The story is now where the branch said it would end.
    expect(ends).to.contain(aiming.headline(el.snapshot));
    expect(el.snapshot.hasTag('resolved')).to.equal(true);
    expect(panel(el) === null, 'the panel closes').to.equal(true);
    const steps = el.record.events.length;
    for (let i = 0; i < steps; i++) await press(el, 'Back');
    expect(el.snapshot.hasTag('aiming')).to.equal(true);
    expect(el.snapshot.context.shot).to.equal(null);
  });
});

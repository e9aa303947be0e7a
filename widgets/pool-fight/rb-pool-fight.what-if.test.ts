import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, press, root, settle, until } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-pool-fight.js';
import type { RbPoolFight } from './rb-pool-fight.js';

/** The default table, the order rolled: the foes go first, the bandit six squares away. */
async function table() {
  const el = await fixture<RbPoolFight>(html`<rb-pool-fight no-save seed="1"></rb-pool-fight>`);
  await settle(el);
  el.send({ type: 'order.rolled' });
  await settle(el);
  return el;
}
const panel = (el: RbPoolFight) => root(el).querySelector<HTMLElement>('[part~="what-if"]');
const outcomes = (el: RbPoolFight) => [...root(el).querySelectorAll<HTMLElement>('[part~="outcome"]')];
const words = (n: Element) => n.textContent!.replace(/\s+/g, ' ').trim();

async function openWhatIf(el: RbPoolFight) {
  await press(el, 'What if');
  await until(el, () => outcomes(el).length > 1, 'the branches');
}

describe('rb-pool-fight: What if', () => {
  it('loads nothing for What if until a reader opens it', async () => {
    const el = await table();
    expect(el.whatIf.module.loaded).to.equal(false);
    expect(panel(el) === null, 'no panel').to.equal(true);
    expect(button(el, 'What if').getAttribute('aria-expanded')).to.equal('false');
  });

  it('shows the bandit’s moves side by side, the suggested one (close in) first', async () => {
    const el = await table();
    await openWhatIf(el);
    const labels = outcomes(el).map((o) => words(o.querySelector('.outcome-move')!));
    expect(labels[0]).to.equal('Main line Bandit: close in');
    expect(labels).to.include("End the foes' turn");
    expect(labels.length).to.be.greaterThan(1);
    // Side by side: the first two branches share a row.
    const [a, b] = outcomes(el).map((o) => o.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top)).to.be.lessThan(2);
    expect(b!.left).to.be.greaterThan(a!.left);
    await expect(el).to.be.accessible();
  });

  it('adopts a branch by keyboard: it becomes the story, and Back undoes it', async () => {
    const el = await table();
    await openWhatIf(el);
    const end = outcomes(el).find((o) => words(o.querySelector('.outcome-move')!) === "End the foes' turn")!;
    const adopt = end.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
    expect(adopt.getAttribute('aria-label')).to.equal("Adopt this branch: End the foes' turn");
    adopt.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.record.events[0]).to.deep.equal({ type: 'order.rolled' });
    expect(el.record.events[1]).to.deep.equal({ type: 'turn.ended' });
    expect(el.snapshot.context.acting).to.equal('party');
    expect(panel(el) === null, 'the panel closes').to.equal(true);
    // Back walks the adopted steps back one by one, to the foes' turn the branch left.
    while (el.record.step > 1) await press(el, 'Back');
    expect(el.snapshot.context.acting).to.equal('foes');
    expect(el.snapshot.context.fighters[2]!.at).to.equal(6);
  });

  it('with reduced motion shows the same branches, at once', async () => {
    await reduceMotion(true);
    try {
      const el = await table();
      await openWhatIf(el);
      expect(outcomes(el).length).to.be.greaterThan(1);
      expect(
        root(el)
          .getAnimations()
          .filter((a) => a.playState === 'running'),
      ).to.have.length(0);
    } finally {
      await reduceMotion(false);
    }
  });
});

/**
 * The fight on a stage (issue 26): each rolled pool's dice tumble in and land on the seeded
 * faces, the total building from them; each fighter is a token whose health bar drains when a
 * blow lands; and under reduced motion the same steps draw at once, nothing animating.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { motionLive, root, settle } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-pool-fight.js';
import type { RbPoolFight } from './rb-pool-fight.js';

// The default table: the party first (5 against 2), Mara closes in, then 7 against 5 to hit
// and 9 on her d10 against the bandit's 4 on his d6: 5 damage.
const ROLLS = '5 2 3 4 5 9 4';

async function table() {
  const el = await fixture<RbPoolFight>(html`<rb-pool-fight no-save seed="1" rolls=${ROLLS}></rb-pool-fight>`);
  await settle(el);
  await motionLive();
  return el;
}
const running = (el: RbPoolFight) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');
const fill = (el: RbPoolFight, name: string) => root(el).querySelector(`[part~="token"][data-token="fighter-${name}"] .fill`)!;

/** Up to the hit roll, then the roll; the damage roll is left to the test. */
async function toTheHit(el: RbPoolFight) {
  el.send({ type: 'order.rolled' });
  el.send({ type: 'fighter.moved', by: 0, squares: 5 });
  el.send({ type: 'attack.made', by: 0, target: 2 });
  await settle(el);
  el.send({ type: 'hit.rolled' });
  await el.updateComplete;
}

describe('rb-pool-fight: the stage', () => {
  it('draws each fighter as a token with a health bar, the acting group marked', async () => {
    const el = await table();
    const tokens = [...root(el).querySelectorAll('[part~="token"]')];
    expect(tokens.map((t) => t.querySelector('.name')!.textContent)).to.deep.equal(['Mara', 'Jory', 'Bandit']);
    const bar = root(el).querySelector('[part~="token"][data-token="fighter-2"] [part~="bar"]')!;
    expect(bar.getAttribute('aria-label')).to.equal("Bandit's Health");
    expect(bar.getAttribute('aria-valuetext')).to.equal('10 of 10');
    el.send({ type: 'order.rolled' });
    await settle(el);
    expect(root(el).querySelectorAll('[part~="token"].acting')).to.have.length(2);
  });

  it('tumbles the dice in and lands them on the seeded faces, the total built from them, then drains the bar', async () => {
    const el = await table();
    await toTheHit(el);
    const pool = root(el).querySelector('[part~="dice-pool"]')!;
    expect(pool.getAttribute('aria-label')).to.equal("Mara's base dice, 2d6: 3, 4; total 7");
    expect([...pool.querySelectorAll('[part~="die"]')].map((d) => d.getAttribute('aria-label'))).to.deep.equal(['d6: 3', 'd6: 4']);
    expect(pool.querySelector('[part~="dice-total"] .result')!.textContent!.trim()).to.equal('7');
    expect(running(el).length, 'the dice tumbling').to.be.greaterThan(0);
    for (const a of running(el)) {
      const timing = a.effect!.getComputedTiming();
      expect(Number(timing.endTime), 'each die lands within 400 ms').to.be.at.most(400);
    }
    await settle(el);
    await new Promise((r) => setTimeout(r, 450));
    expect(running(el)).to.have.length(0);
    el.send({ type: 'damage.rolled' });
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    expect(el.snapshot.context.fighters[2]!.hp).to.equal(5);
    expect(fill(el, '2').getAnimations().length, 'the bandit’s bar drains').to.equal(1);
    expect(root(el).querySelector('[data-token="fighter-2"] [part~="bar"]')!.getAttribute('aria-valuetext')).to.equal('5 of 10');
  });

  it('under reduced motion: the same dice and bars, nothing animating', async () => {
    await reduceMotion(true);
    try {
      const el = await table();
      await toTheHit(el);
      expect(running(el)).to.have.length(0);
      expect([...root(el).querySelectorAll('[part~="dice-pool"] [part~="die"]')].map((d) => d.getAttribute('aria-label'))).to.include(
        'd6: 3',
      );
      el.send({ type: 'damage.rolled' });
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 0));
      expect(running(el)).to.have.length(0);
      expect(root(el).querySelector('[data-token="fighter-2"] [part~="bar"]')!.getAttribute('aria-valuetext')).to.equal('5 of 10');
    } finally {
      await reduceMotion(false);
    }
  });
});

/**
 * The exchange's stage: the two fighters as tokens whose Life bar drains and whose wounds are
 * marks on them, and the dice of each roll tumbling in and landing on the seeded result; none
 * of it moves under reduced motion. What each shows is the view module's (attack-roll.stage.ts).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { root, settle, until } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import { ROLL_MS } from '../shared/stage/dice.js';
import './rb-attack-roll.js';
import type { RbAttackRoll } from './rb-attack-roll.js';

// 6 + 6 + 3 Attack = 15 against total defense 10: a direct, crippling hit; 5 on the d6 + 2 = 7 damage; the wound lands on the torso (1).
const ROLLS = '6 6 5 1 1 1 1';

async function table() {
  const el = await fixture<RbAttackRoll>(html`<rb-attack-roll no-save seed="3" rolls=${ROLLS}></rb-attack-roll>`);
  await settle(el);
  await new Promise((r) => requestAnimationFrame(r)); // motion is live from the frame after the first render
  return el;
}
const token = (el: RbAttackRoll, side: 'attacker' | 'defender') =>
  root(el).querySelector<HTMLElement>(`[part~="token"][data-token="${side}"]`)!;
const bar = (el: RbAttackRoll, side: 'attacker' | 'defender') => token(el, side).querySelector('[role="meter"]')!;
const running = (el: RbAttackRoll) =>
  root(el)
    .getAnimations()
    .filter((a) => a.playState === 'running');

/** Sends `event` as a control would, and waits for the render and the animations it starts. */
async function step(el: RbAttackRoll, event: Parameters<RbAttackRoll['send']>[0]) {
  el.send(event);
  await settle(el);
  await Promise.resolve();
}

describe('rb-attack-roll: the stage', () => {
  it('draws each fighter as a token, its Life a bar running down to death, the one in its turn marked', async () => {
    const el = await table();
    expect(bar(el, 'attacker').getAttribute('aria-label')).to.equal("Bram's Life");
    expect(bar(el, 'attacker').getAttribute('aria-valuetext')).to.equal('12 of 12');
    expect(bar(el, 'defender').getAttribute('aria-valuemin')).to.equal('-4');
    await step(el, { type: 'round.begun', first: 'attacker' });
    expect(token(el, 'attacker').classList.contains('acting')).to.equal(true);
    expect(token(el, 'defender').classList.contains('acting')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('rolls the dice: they tumble in and land on the seeded result within 400 ms, the sum built from them', async () => {
    const el = await table();
    await step(el, { type: 'round.begun', first: 'attacker' });
    await step(el, { type: 'attack.made', weapons: 'one' });
    await step(el, { type: 'attack.rolled' });
    await until(el, () => root(el).querySelector('[part~="dice-pool"]') !== null, 'the roll view');
    const pool = root(el).querySelector('[part~="dice-pool"]')!;
    // Both the dice and the result are in the DOM at once: only the face is hidden until it lands.
    expect([...pool.querySelectorAll('.die')].map((d) => d.getAttribute('aria-label'))).to.deep.equal(['d6: 6', 'd6: 6']);
    expect(pool.querySelector('[part~="dice-total"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('6+6+3Attack= 15 total');
    // A new roll of the same table: the dice tumble (transform and opacity only), and are still within ROLL_MS.
    await step(el, { type: 'damage.rolled' });
    const tumbling = running(el).filter((a) => (a.effect as KeyframeEffect).target?.closest?.('[part~="dice-pool"]'));
    expect(tumbling.length, 'the damage die tumbles').to.be.greaterThan(0);
    for (const a of tumbling) {
      const t = a.effect!.getComputedTiming();
      expect(Number(t.endTime)).to.be.at.most(ROLL_MS);
    }
    expect([...root(el).querySelectorAll('[part~="dice-pool"] .die')].map((d) => d.getAttribute('aria-label'))).to.deep.equal(['d6: 5']);
  });

  it("drains the raider's bar as the hit takes Life, and marks the wound on her token", async () => {
    const el = await table();
    await step(el, { type: 'round.begun', first: 'attacker' });
    await step(el, { type: 'attack.made', weapons: 'one' });
    await step(el, { type: 'attack.rolled' });
    await step(el, { type: 'damage.rolled' });
    expect(bar(el, 'defender').getAttribute('aria-valuetext')).to.equal('5 of 12');
    const fill = bar(el, 'defender').querySelector('.fill')!;
    expect(
      fill.getAnimations().some((a) => a.playState === 'running'),
      'the bar drains',
    ).to.equal(true);
    await step(el, { type: 'wound.rolled' });
    const marks = [...token(el, 'defender').querySelectorAll('[part~="marker"]')].map((m) => m.textContent!.replace(/\s+/g, ' ').trim());
    expect(marks).to.deep.equal(['torso: Minor organ damage (−1 Life each turn)']);
    expect(token(el, 'attacker').querySelectorAll('[part~="marker"]')).to.have.length(0);
  });

  it('moves nothing under reduced motion: the same dice, bars and marks, at once', async () => {
    await reduceMotion(true);
    try {
      const el = await table();
      await step(el, { type: 'round.begun', first: 'attacker' });
      await step(el, { type: 'attack.made', weapons: 'one' });
      await step(el, { type: 'attack.rolled' });
      await until(el, () => root(el).querySelector('[part~="dice-pool"]') !== null, 'the roll view');
      expect(running(el)).to.have.length(0);
      await step(el, { type: 'damage.rolled' });
      expect(running(el)).to.have.length(0);
      expect(bar(el, 'defender').getAttribute('aria-valuetext')).to.equal('5 of 12');
      await step(el, { type: 'wound.rolled' });
      expect(running(el)).to.have.length(0);
      expect(token(el, 'defender').querySelectorAll('[part~="marker"]')).to.have.length(1);
    } finally {
      await reduceMotion(false);
    }
  });
});

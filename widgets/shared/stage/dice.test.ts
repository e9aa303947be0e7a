import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { motionLive } from '../testing/keys.js';
import { defineStageTest, reduceMotion, type RbStageTest } from '../testing/stage-host.js';
import { diceStyles, renderDicePool, renderDie, ROLL_MS, type PoolView } from './dice.js';

defineStageTest(diceStyles);

let pool: PoolView = { label: 'Attack roll', dice: [] };
let roll = 0;

async function stage() {
  const el = await fixture<RbStageTest>(html`<rb-stage-test></rb-stage-test>`);
  el.view = () =>
    html`<button class="elsewhere">Elsewhere</button> ${renderDicePool(pool, { roll })} ${renderDie({ sides: 10, value: 7 }, { roll })}
      ${renderDie({ sides: 20, value: 13 })}`;
  await el.updateComplete;
  await Promise.resolve();
  await motionLive();
  el.shadowRoot!.querySelector<HTMLButtonElement>('.elsewhere')!.focus();
  await sendKeys({ press: 'Shift' });
  return el;
}

async function rollAgain(el: RbStageTest, next: PoolView) {
  pool = next;
  roll++;
  el.requestUpdate();
  await el.updateComplete;
  await Promise.resolve();
}

const running = (el: RbStageTest) => el.shadowRoot!.getAnimations().filter((a) => a.playState === 'running');
const ATTACK: PoolView = {
  label: 'Attack roll',
  dice: [
    { sides: 6, value: 4 },
    { sides: 6, value: 2 },
    { sides: 6, value: 6 },
  ],
  terms: [{ label: 'skill', value: 2 }],
  total: 14,
};

describe('stage dice', () => {
  it('draws a d6 with its pips and other dice with numerals, each named for a screen reader', async () => {
    pool = ATTACK;
    const el = await stage();
    await expect(el).to.be.accessible();
    const dice = [...el.shadowRoot!.querySelectorAll('.die')];
    expect(dice.map((d) => d.getAttribute('aria-label'))).to.deep.equal(['d6: 4', 'd6: 2', 'd6: 6', 'd10: 7', 'd20: 13']);
    expect(dice.slice(0, 3).map((d) => d.querySelectorAll('.pip').length)).to.deep.equal([4, 2, 6]);
    expect(dice[3]!.querySelector('.numeral')!.textContent).to.equal('7');
    expect(dice[3]!.querySelector('polygon')).to.exist;
  });

  it('shows the sum the total is built from, and says the total', async () => {
    pool = ATTACK;
    const el = await stage();
    const total = el.shadowRoot!.querySelector('[part~="dice-total"]')!;
    expect(total.textContent!.replace(/\s+/g, ' ').trim()).to.equal('4+2+6+2skill= 14 total');
    expect(total.querySelector('.sum')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('a new roll tumbles every die in and lands it, and the total, in under 400 ms', async () => {
    pool = ATTACK;
    const el = await stage();
    await rollAgain(el, { ...ATTACK, dice: [...ATTACK.dice].reverse() });
    const all = running(el);
    expect(all.length).to.be.greaterThan(8);
    for (const a of all) expect(Number(a.effect!.getComputedTiming().endTime)).to.be.at.most(ROLL_MS);
    // Dice land one just after another.
    const dice = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.pool .die')];
    expect(dice.map((d) => d.getAnimations()[0]!.effect!.getTiming().delay)).to.deep.equal([0, 25, 50]);
    // Only transform and opacity move.
    for (const a of all)
      for (const frame of (a.effect as KeyframeEffect).getKeyframes())
        for (const k of Object.keys(frame))
          expect(['offset', 'easing', 'composite', 'computedOffset', 'transform', 'opacity']).to.include(k);
  });

  it('a key pressed during a roll lands everything at once', async () => {
    pool = ATTACK;
    const el = await stage();
    await rollAgain(el, { ...ATTACK, dice: [{ sides: 6, value: 1 }], terms: [], total: 1 });
    expect(running(el).length).to.be.greaterThan(0);
    await sendKeys({ press: 'Shift' });
    expect(running(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('.pool .die')!.getAttribute('aria-label')).to.equal('d6: 1');
  });

  it('redrawing the same roll moves nothing', async () => {
    pool = ATTACK;
    const el = await stage();
    el.requestUpdate();
    await el.updateComplete;
    await Promise.resolve();
    expect(running(el)).to.have.length(0);
  });

  it('counts successes rather than a sum when told to', async () => {
    pool = {
      label: 'Dice pool',
      dice: [
        { sides: 10, value: 8, classes: 'hit' },
        { sides: 10, value: 3, classes: 'miss' },
      ],
      total: 1,
      totalLabel: 'success',
      sum: false,
    };
    const el = await stage();
    expect(el.shadowRoot!.querySelector('[part~="dice-total"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('1 success');
    await expect(el).to.be.accessible();
  });

  it('with reduced motion the dice and the total show at once', async () => {
    await reduceMotion(true);
    try {
      pool = ATTACK;
      const el = await stage();
      await rollAgain(el, { ...ATTACK, total: 15 });
      expect(running(el)).to.have.length(0);
      expect(el.shadowRoot!.querySelector('.result')!.textContent!.trim()).to.equal('15');
    } finally {
      await reduceMotion(false);
    }
  });
});

import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';

// The book's stacked decks: Devon +2 / −3 for initiative, then +3 (hit), −2, +10; the soldier −4, then −2 (hit), +5.
const A_STACK = '2s 3h Ks 2h 10s';
const B_STACK = '4h Qh 5s';

async function duel(attrs: { mode?: string; aSkill?: string; extra?: string } = {}) {
  const el = await fixture<RbRegisterDuel>(html`<rb-register-duel
    no-save
    seed="2008"
    mode=${attrs.mode ?? 'gm'}
    a-stack=${A_STACK}
    b-stack=${B_STACK}
    a-skill=${attrs.aSkill ?? '3'}
  ></rb-register-duel>`);
  await el.updateComplete;
  return el;
}

const root = (el: RbRegisterDuel) => el.shadowRoot!;
const buttons = (el: RbRegisterDuel) => [...root(el).querySelectorAll('button')];
const button = (el: RbRegisterDuel, label: string | RegExp) => {
  const found = buttons(el).find((b) => {
    const t = `${b.textContent ?? ''} ${b.getAttribute('aria-label') ?? ''}`;
    return typeof label === 'string' ? t.includes(label) : label.test(t);
  });
  if (!found) throw new Error(`no button ${label}; have: ${buttons(el).map((b) => (b.getAttribute('aria-label') ?? b.textContent!).trim()).join(' | ')}`);
  return found;
};
const text = (el: RbRegisterDuel) => root(el).textContent!.replace(/\s+/g, ' ');

async function settle(el: RbRegisterDuel) {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

/** Focus a button and activate it as a keyboard user does (Enter on a focused button clicks it). */
async function press(el: RbRegisterDuel, label: string | RegExp) {
  const b = button(el, label);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  b.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  b.click();
  await settle(el);
}

async function choose(el: RbRegisterDuel, maneuver: string) {
  const select = root(el).querySelector('select')!;
  const option = [...select.options].find((o) => o.value.startsWith(`${maneuver}|`));
  if (!option) throw new Error(`no ${maneuver} among ${[...select.options].map((o) => o.value).join(', ')}`);
  select.focus();
  select.value = option.value;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

describe('rb-register-duel', () => {
  it('is accessible at the start and after a resolution', async () => {
    const el = await duel();
    await expect(el).to.be.accessible();
    el.replayExample();
    for (let i = 0; i < 12; i++) el.forward();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('plays the book\'s full turn by keyboard and writes out each register\'s arithmetic', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    expect(text(el)).to.contain('Initiative: Devon');
    await press(el, 'Draw the hands');
    await press(el, /Lay \+3 \(hit\).*as attack/);
    await choose(el, 'parry');
    await press(el, /Lay \+5.*as parry/);
    await press(el, /Lay −2, the 2 of hearts.*as attack/);
    await press(el, /Lay −2 \(hit\).*as parry/);
    await choose(el, 'disarming-attack');
    await press(el, /Lay \+10.*as disarming attack/);
    await press(el, 'Turn over register 1');
    await press(el, 'Devon stands');
    expect(root(el).querySelector('[part="arithmetic"]')!.textContent).to.contain('+3 card +1 modifiers +0 difficulty −5 parry = −1: miss');
    await press(el, 'Turn over register 2');
    await press(el, 'Soldier stands');
    await press(el, 'Turn over register 3');
    const all = [...root(el).querySelectorAll('[part="arithmetic"]')].map((n) => n.textContent!.replace(/\s+/g, ' '));
    expect(all[1]).to.contain('−2 card +1 modifiers +0 difficulty = −1: miss');
    expect(all[2]).to.contain('+10 card +1 modifiers −5 difficulty = +6: disarmed');
    expect(text(el)).to.contain('disarmed');
    expect(button(el, 'Next round')).to.exist;
  });

  it('takes a card back from a middle register and everything declared after it', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await press(el, /Lay \+3 \(hit\).*as attack/);
    await press(el, /Lay \+5.*as parry/);
    await press(el, /Lay −2, the 2 of hearts.*as attack/);
    await press(el, /Lay −2 \(hit\).*as parry/);
    expect(root(el).querySelectorAll('[part="slot"]').length).to.equal(4);
    await press(el, /Take back Soldier's card from register 1/);
    // Register 1 keeps Devon's attack; register 2 is gone; the soldier answers register 1 again.
    expect(root(el).querySelectorAll('[part="slot"]').length).to.equal(1);
    expect(text(el)).to.contain('Soldier answers register 1');
    expect(root(el).querySelectorAll('[part="hand"] button').length).to.equal(2);
  });

  it('keeps the hidden hand out of the DOM in hot-seat mode', async () => {
    const el = await duel({ mode: 'hot-seat' });
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    // Nobody has taken the seat: no card face anywhere.
    expect(root(el).querySelectorAll('[part="hand"]').length).to.equal(0);
    expect(text(el)).not.to.contain('10♠');
    await press(el, "Show Devon's hand");
    expect(text(el)).to.contain('10♠');
    expect(text(el)).not.to.contain('5♠');
    await press(el, /Lay \+10.*as attack/);
    // The seat is cleared by the move: Devon's face-down card is a back now.
    expect(text(el)).not.to.contain('10♠');
    expect(root(el).querySelector('[part~="card-back"]')).to.exist;
    await press(el, "Show Soldier's hand");
    expect(text(el)).to.contain('5♠');
    expect(text(el)).not.to.contain('10♠');
  });

  it('steps back and forward through the duel', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await press(el, /Lay \+3 \(hit\).*as attack/);
    expect(el.record.events.length).to.equal(3);
    const step = oneEvent(el, 'rb-step');
    await press(el, /Back/);
    expect((await step).detail.cause).to.equal('back');
    expect(root(el).querySelectorAll('[part="slot"]').length).to.equal(0);
    await press(el, /Forward/);
    expect(root(el).querySelectorAll('[part="slot"]').length).to.equal(1);
    expect(text(el)).to.contain('to answer');
  });

  it('replays the book\'s example from its start', async () => {
    const el = await duel();
    await press(el, "Replay the book's example");
    expect(el.snapshot.value).to.equal('initiative');
    for (let i = 0; i < 12; i++) await press(el, /Forward/);
    expect(el.snapshot.context.registers.map((r) => r.outcome!.attackTotal)).to.deep.equal([-1, -1, 6]);
  });

  it('plays the second fighter by itself in opponent mode', async () => {
    const el = await duel({ mode: 'opponent' });
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await press(el, /Lay \+3 \(hit\).*as attack/);
    // The opponent answered at once with its best card, face down.
    expect(el.snapshot.context.registers[0]!.defence?.card).to.equal('5s');
    expect(text(el)).not.to.contain('5♠');
    // Stepping back to before its answer, the opponent waits until asked to play.
    await press(el, /Back/);
    expect(el.snapshot.context.registers[0]!.answered).to.equal(false);
    await press(el, 'Let Soldier play');
    expect(el.snapshot.context.registers[0]!.defence?.card).to.equal('5s');
  });

  it('names a bad attribute and carries on with the default', async () => {
    const errors = new Promise<CustomEvent>((resolve) => document.addEventListener('rb-error', (e) => resolve(e as CustomEvent), { once: true }));
    const el = await fixture<RbRegisterDuel>(html`<rb-register-duel no-save a-skill="eleven" mode="solo"></rb-register-duel>`);
    await el.updateComplete;
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('a-skill: "eleven" is not a whole number');
    expect(alert.textContent).to.contain('mode: "solo" is not gm, hot-seat or opponent');
    expect((await errors).detail.messages.length).to.equal(2);
    expect(el.snapshot.context.fighters[0].skill).to.equal(3);
    expect(button(el, 'Draw for the initiative')).to.exist;
  });
});

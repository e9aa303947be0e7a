import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';
import { registerDuelRecord } from '../../machines/karmic/register-duel.machine.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';

// The book's stacked decks: Devon +2 / −3 for initiative, then +3 (hit), −2, +10; the soldier −4, then −2 (hit), +5.
const A_STACK = '2s 3h Ks 2h 10s';
const B_STACK = '4h Qh 5s';

async function duel(attrs: { mode?: string; storageKey?: string } = {}) {
  const el = await fixture<RbRegisterDuel>(html`<rb-register-duel
    ?no-save=${!attrs.storageKey}
    storage-key=${attrs.storageKey ?? ''}
    seed="2008"
    mode=${attrs.mode ?? 'gm'}
    a-stack=${A_STACK}
    b-stack=${B_STACK}
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
const announced = (el: RbRegisterDuel) => root(el).querySelector('[role="status"]')!.textContent!.trim();

async function settle(el: RbRegisterDuel) {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

/** Focus a button and press Enter on the real keyboard. */
async function press(el: RbRegisterDuel, label: string | RegExp) {
  const b = button(el, label);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: 'Enter' });
  await settle(el);
}

/** Pick a maneuver in the list with the arrow keys, as a keyboard user does. */
async function choose(el: RbRegisterDuel, maneuver: string) {
  const select = root(el).querySelector('select')!;
  const target = [...select.options].findIndex((o) => o.value.startsWith(`${maneuver}|`));
  if (target < 0) throw new Error(`no ${maneuver} among ${[...select.options].map((o) => o.value).join(', ')}`);
  select.focus();
  const steps = target - select.selectedIndex;
  for (let i = 0; i < Math.abs(steps); i++) await sendKeys({ press: steps > 0 ? 'ArrowDown' : 'ArrowUp' });
  await settle(el);
  expect(root(el).querySelector('select')!.value.startsWith(`${maneuver}|`)).to.equal(true);
}

/** Alt+← / Alt+→ on the real keyboard. */
async function altArrow(el: RbRegisterDuel, key: 'ArrowLeft' | 'ArrowRight') {
  buttons(el)[0]!.focus();
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Alt' });
  await settle(el);
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
    expect(announced(el)).to.contain('Devon has the higher total, holds the initiative and attacks.');
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
    expect(root(el).querySelector('[part="arithmetic"]')!.textContent).to.contain('3 card + 1 modifiers − 5 parry = −1: miss');
    await press(el, 'Turn over register 2');
    await press(el, 'Soldier stands');
    await press(el, 'Turn over register 3');
    const all = [...root(el).querySelectorAll('[part="arithmetic"]')].map((n) => n.textContent!.replace(/\s+/g, ' '));
    expect(all[1]).to.contain('−2 card + 1 modifiers = −1: miss');
    expect(all[2]).to.contain('10 card + 1 modifiers − 5 difficulty = 6: disarmed');
    expect(text(el)).to.contain('disarmed');
    expect(button(el, 'Next round')).to.exist;
  });

  it('says why, with a link to the rule, and announces the same words', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    const links = [...root(el).querySelectorAll('[part="narration"] a[part~="rule-link"]')] as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).to.include('/karmic/melee-combat/#initiative');
    const narration = root(el).querySelector('[part="narration"]')!.textContent!;
    expect(narration).to.contain('Devon draws +2, −3 (combat training 2): 2 card = 2');
    expect(announced(el)).to.contain('Devon draws +2, −3 (combat training 2): 2 card = 2; Soldier draws −4');
    // The live region reads the reasons, not the links' titles.
    expect(announced(el)).not.to.contain('Table ruling');
  });

  it('takes back only the card just laid, by keyboard (table ruling "Taking a card back")', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await press(el, /Lay \+3 \(hit\).*as attack/);
    await press(el, /Take back Devon's card from register 1/);
    expect(root(el).querySelectorAll('[part="slot"]').length).to.equal(0);
    expect(el.snapshot.context.hands[0]).to.deep.equal(['Ks', '2h', '10s']);
    await press(el, /Lay \+3 \(hit\).*as attack/);
    await press(el, /Lay \+5.*as parry/);
    // Answered: Devon's card stands, so only the soldier's answer can be taken back.
    expect(buttons(el).some((b) => /Take back Devon/.test(b.textContent!))).to.equal(false);
    await press(el, /Take back Soldier's card from register 1/);
    expect(text(el)).to.contain('Soldier answers register 1');
  });

  it('shows why a maneuver cannot be declared, in the rules\' own words', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    const whyNot = root(el).querySelector('.why-not')!;
    expect(whyNot.textContent).to.contain('Parry: the side with the initiative attacks; defences are for the defender.');
    expect(whyNot.textContent).to.contain('Push: push is for range 0 only (the range is 1).');
    // The hold-ground choice carries the rule's own modifier.
    expect(text(el)).to.contain('Do not step (−2)');
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

  it('keeps hidden cards out of the saved table and the share link in hot-seat mode (table ruling "What a link keeps")', async () => {
    const key = `duel-hidden-${Math.random()}`;
    localStorage.removeItem(`rb:${key}`);
    const el = await duel({ mode: 'hot-seat', storageKey: key });
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await press(el, "Show Devon's hand");
    await press(el, /Lay \+10.*as attack/);
    const saved = JSON.parse(localStorage.getItem(`rb:${key}`)!);
    // Devon's hand is out on the table, face down: the saved copy stops before the hands were
    // drawn, so none of its moves names a card. (The stacked cards are the page's own setting.)
    expect(saved.events.map((e: { type: string }) => e.type)).to.deep.equal(['initiative.drawn']);
    expect(JSON.stringify(saved.events)).not.to.contain('10s');
    await press(el, 'Copy share link');
    const link = (root(el).querySelector('.share-field') as HTMLInputElement).value;
    const record = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(decodeURIComponent(link.split(`${encodeURIComponent(key)}=`)[1]!).replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));
    expect(record.events).to.have.length(1);
    // The table itself still has every step, for Back and Forward.
    expect(el.record.events).to.have.length(3);
    // Switching to GM mode (both hands open) saves everything; it does not start a new duel.
    el.setAttribute('mode', 'gm');
    await settle(el);
    expect(JSON.parse(localStorage.getItem(`rb:${key}`)!).events).to.have.length(3);
    expect(el.record.events).to.have.length(3);
    localStorage.removeItem(`rb:${key}`);
  });

  it('steps back and forward through the duel with Alt+arrows', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await press(el, /Lay \+3 \(hit\).*as attack/);
    expect(el.record.events.length).to.equal(3);
    const step = oneEvent(el, 'rb-step');
    await altArrow(el, 'ArrowLeft');
    expect((await step).detail.cause).to.equal('back');
    expect(root(el).querySelectorAll('[part="slot"]').length).to.equal(0);
    await altArrow(el, 'ArrowRight');
    expect(root(el).querySelectorAll('[part="slot"]').length).to.equal(1);
    expect(text(el)).to.contain('to answer');
  });

  it('replays the book\'s example from its start', async () => {
    const el = await duel();
    await press(el, "Replay the book's example");
    expect(el.snapshot.value).to.equal('drawingForInitiative');
    for (let i = 0; i < 12; i++) await press(el, /Forward/);
    expect(el.snapshot.context.registers.map((r) => r.outcome!.attackTotal)).to.deep.equal([-1, -1, 6]);
  });

  it('replays Devon\'s axe and poniard when asked to', async () => {
    const el = await duel();
    el.setAttribute('example', 'axe-and-poniard');
    await settle(el);
    await press(el, "Replay the book's example");
    expect(announced(el)).to.contain('Devon’s axe and poniard');
    for (let i = 0; i < 2; i++) await press(el, /Forward/);
    expect(el.snapshot.context.hands[0]).to.have.length(4);
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
    const el = await fixture<RbRegisterDuel>(html`<rb-register-duel no-save a-skill="eleven" mode="solo" a-weapon="constructor"></rb-register-duel>`);
    await el.updateComplete;
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('a-skill: "eleven" is not a whole number from 0 to 10; the default is used');
    expect(alert.textContent).to.contain('mode: "solo" is not one of the choices: use gm, hot-seat or opponent');
    expect(alert.textContent).to.contain('a-weapon: "constructor" is neither a weapon');
    expect((await errors).detail.messages.length).to.equal(3);
    expect(el.snapshot.context.fighters[0].skill).to.equal(3);
    expect(text(el)).to.contain('Devon (sword)');
    expect(text(el)).not.to.contain('NaN');
    expect(button(el, 'Draw for the initiative')).to.exist;
  });

  it('checks the mode when it changes, without restarting, and forgets the message when it is removed', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    el.setAttribute('mode', 'toString');
    await settle(el);
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('mode: "toString"');
    expect(el.record.events).to.have.length(1);
    el.removeAttribute('mode');
    await settle(el);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.record.events).to.have.length(1);
  });

  it('asks the GM for a joker\'s worth and says why a value is refused', async () => {
    const el = await fixture<RbRegisterDuel>(html`<rb-register-duel no-save seed="3" a-stack="2s 3h JK1 2h 4s" b-stack="4h Qh 5s"></rb-register-duel>`);
    await el.updateComplete;
    el.send({ type: 'initiative.drawn' });
    el.send({ type: 'hands.drawn' });
    el.send({ type: 'maneuver.declared', side: 0, maneuver: 'attack', card: 'JK1' });
    el.send({ type: 'maneuver.passed', side: 1 });
    el.send({ type: 'declaration.finished', side: 0 });
    el.send({ type: 'register.revealed' });
    await settle(el);
    const input = root(el).querySelector('input[type="number"]') as HTMLInputElement;
    expect(input.min).to.equal('-10');
    expect(input.max).to.equal('10');
    input.focus();
    input.select();
    await sendKeys({ type: '12' });
    await settle(el);
    expect(text(el)).to.contain('Not yet: the GM names a whole number from −10 to +10.');
    expect(button(el, 'Rule the joker').disabled).to.equal(true);
    input.select();
    await sendKeys({ type: '2' });
    await settle(el);
    await press(el, 'Rule the joker');
    expect(el.snapshot.context.registers[0]!.outcome!.arithmetic).to.match(/^2 card/);
  });
});

describe('rb-register-duel under hostile input', () => {
  const checked = (name: string): AttributeSpec => ({ name, kind: 'checked' });
  const fighter = (p: 'a' | 'b'): AttributeSpec[] => [
    { name: `${p}-name`, kind: 'free' },
    ...['weapon', 'skill', 'training', 'willpower', 'finesse', 'armour', 'hit-points', 'deck', 'off-hand', 'stack'].map((a) => checked(`${p}-${a}`)),
  ];
  const attributes: AttributeSpec[] = [
    checked('mode'),
    checked('example'),
    checked('seed'),
    { name: 'storage-key', kind: 'free' },
    ...fighter('a'),
    ...fighter('b'),
  ];

  /** One step by real key presses: the step's main button, then Enter. */
  const works = async (el: HTMLElement) => {
    const duelEl = el as RbRegisterDuel;
    await duelEl.updateComplete;
    const before = duelEl.record.step;
    const primary = duelEl.shadowRoot!.querySelector('[part~="controls"] button.primary:not([disabled])') as HTMLButtonElement | null;
    expect(primary, 'a step to take').to.exist;
    primary!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(duelEl);
    expect(duelEl.record.step, 'a step was taken').to.equal(before + 1);
  };

  it('names each invalid value of each attribute and still plays', async function () {
    this.timeout(300000);
    await checkEachInvalidValue<RbRegisterDuel>({ tag: 'rb-register-duel', attributes, works, fixed: { 'no-save': '' } });
  });

  it('survives any values, set at the start or changed later, and removing them', async function () {
    this.timeout(120000);
    await checkHostileAttributes<RbRegisterDuel>({ tag: 'rb-register-duel', attributes, works, fixed: { 'no-save': '' }, runs: 20 });
  });

  it('starts fresh with a plain message from a saved table of any shape', async function () {
    this.timeout(120000);
    await checkDamagedSavedTables<RbRegisterDuel>({ tag: 'rb-register-duel', works, format: registerDuelRecord.current, runs: 20 });
  });
});

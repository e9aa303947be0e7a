import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { initialTransition, transition } from 'xstate';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';
import chart from '../../generated/charts/register-duel.chart.js';
import { registerDuelMachine, registerDuelRecord } from '../../machines/karmic/register-duel/register-duel.machine.js';
import { AXE_AND_PONIARD_EVENTS, BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS } from '../../machines/karmic/register-duel/register-duel.examples.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import { button, click, press, root, settle, until } from '../shared/testing/keys.js';
import { SEED_RULINGS } from '../../machines/karmic/melee/rulings.js';
import { duel, has, text, token, why, announced, altArrow, declareBookTurn, accessible, arithmetic } from './register-duel.testing.js';

describe('rb-register-duel', () => {
  it('is accessible at the start, while declaring, after a resolution, and with its panels open', async () => {
    const el = await duel();
    await accessible(el);
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await accessible(el);
    el.replayExample();
    for (let i = 0; i < 12; i++) el.forward();
    await settle(el);
    await press(el, 'Odds');
    await press(el, 'Predict');
    await accessible(el);
    const hot = await duel({ mode: 'hot-seat' });
    await press(hot, 'Draw for the initiative');
    await press(hot, 'Draw the hands');
    await accessible(hot);
  });

  it('is a labelled group naming both fighters, with its step, rules and setup in the frame', async () => {
    const el = await duel();
    const base = root(el).querySelector('[part~="base"]')!;
    expect(base.getAttribute('role')).to.equal('group');
    expect(base.getAttribute('aria-label')).to.equal('Register duel: Devon against Soldier');
    expect(root(el).querySelector('[part~="stage"] [part~="controls"]')).to.exist;
    expect(root(el).querySelector<HTMLDetailsElement>('details[part~="setup"]')!.open).to.equal(false);
  });

  it("plays the book's full turn by keyboard and writes out each register's arithmetic", async () => {
    const el = await duel();
    await declareBookTurn(el);
    expect(el.snapshot.context.narration.map((w) => w.text).join(' ')).to.contain(
      'Register 3: Devon lays a card face down and declares disarming attack.',
    );
    await press(el, 'Turn over register 1');
    await press(el, 'Devon: keep the card');
    expect(arithmetic(el)[0]).to.contain('3 card + 1 modifiers − 5 parry = −1: miss');
    await press(el, 'Turn over register 2');
    await press(el, 'Soldier: keep the card');
    await press(el, 'Turn over register 3');
    const all = arithmetic(el);
    expect(all[1]).to.contain('−2 card + 1 modifiers = −1: miss');
    expect(all[2]).to.contain('10 card + 1 modifiers − 5 difficulty = 6: disarmed');
    expect(root(el).querySelectorAll('[part~="fighter"]')[1]!.textContent).to.contain('disarmed');
    expect(button(el, 'Next round')).to.exist;
  });

  it('plays by mouse too', async () => {
    const el = await duel();
    await click(el, 'Draw for the initiative');
    await click(el, 'Draw the hands');
    await click(el, /Lay \+10.*as attack/);
    expect(el.snapshot.context.registers[0]!.attack.card).to.equal('10s');
    await click(el, /Lay \+5.*as parry/);
    expect(el.snapshot.context.registers[0]!.defence!.card).to.equal('5s');
  });

  it('says why, with a link to the rule, and announces the same words', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    const links = [...root(el).querySelectorAll('[part~="why"] a[part~="rule-link"]')] as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).to.include('/karmic/melee-combat/#initiative');
    expect(why(el)).to.contain('Devon draws +2, −3 (combat training 2): 2 card = 2');
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
    expect(root(el).querySelectorAll('[part~="slot"]').length).to.equal(0);
    expect(el.snapshot.context.hands[0]).to.deep.equal(['Ks', '2h', '10s']);
    await press(el, /Lay \+3 \(hit\).*as attack/);
    await press(el, /Lay \+5.*as parry/);
    // Answered: Devon's card stands, so only the soldier's answer can be taken back.
    expect(has(el, /Take back Devon/)).to.equal(false);
    await press(el, /Take back Soldier's card from register 1/);
    expect(text(el)).to.contain('Soldier answers register 1');
  });

  it('offers hesitating when the attacker would open a register, and the new attacker opens the next one (table ruling "When the duel lets you hesitate")', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await press(el, /Lay \+3 \(hit\).*as attack/);
    expect(has(el, 'Give up the initiative')).to.equal(false);
    await press(el, /Lay \+5.*as parry/);
    await press(el, 'Give up the initiative');
    expect(why(el)).to.contain(
      'Devon hesitates and gives up the initiative to Soldier. Register 1 stays as laid. Soldier opens register 2.',
    );
    expect(root(el).querySelector('[part~="prompt"]')!.textContent).to.contain('Soldier opens register 2');
    expect(has(el, /Take back/)).to.equal(false);
  });

  it("shows why a maneuver cannot be declared, in the rules' own words", async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    const refusals = root(el).querySelector('[part~="refusals"]')!;
    expect(refusals.textContent).to.contain('Parry: the side with the initiative attacks; defences are for the defender.');
    expect(refusals.textContent).to.contain('Push: push is for range 0 only (the range is 1).');
    // The hold-ground choice carries the rule's own modifier.
    expect(text(el)).to.contain('Do not step (−2)');
  });

  it('switches between GM, hot-seat and against the computer by keyboard, without restarting', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    const radios = [...root(el).querySelectorAll<HTMLInputElement>('[part~="modes"] input[type="radio"]')];
    expect(radios.map((r) => r.parentElement!.textContent!.trim())).to.deep.equal(['GM sees all', 'Hot-seat', 'Against the computer']);
    expect(radios[0]!.checked).to.equal(true);
    radios[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle(el);
    expect(el.getAttribute('mode')).to.equal('hot-seat');
    expect(root(el).querySelector<HTMLInputElement>('[part~="modes"] input:checked')!.parentElement!.textContent).to.contain('Hot-seat');
    // Both hands hidden at once; the duel goes on where it was.
    expect(el.record.events).to.have.length(2);
    expect(root(el).querySelector('.card.face')).to.equal(null);
    expect(text(el)).not.to.contain('10♠');
    await sendKeys({ press: 'ArrowRight' });
    await settle(el);
    expect(el.getAttribute('mode')).to.equal('opponent');
    // Against the computer, the first fighter's hand is the reader's own.
    expect(text(el)).to.contain('10♠');
    expect(text(el)).not.to.contain('5♠');
  });

  it('keeps the hidden hand out of the DOM in hot-seat mode', async () => {
    const el = await duel({ mode: 'hot-seat' });
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    // Nobody has taken the seat: no card face anywhere (the hands beside the tokens are backs).
    expect(root(el).querySelectorAll('.card.face').length).to.equal(0);
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
    const key = 'duel-hidden-cards'; // cleared just below, so a fixed key is enough
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
    const record = JSON.parse(
      new TextDecoder().decode(
        Uint8Array.from(
          atob(
            decodeURIComponent(link.split(`${encodeURIComponent(key)}=`)[1]!)
              .replace(/-/g, '+')
              .replace(/_/g, '/'),
          ),
          (c) => c.charCodeAt(0),
        ),
      ),
    );
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

  it('opens a duel saved by the older builds: a register-duel/1 table under its key, with its events renamed since', async () => {
    // Until the events were renamed (register-duel/2), a saved duel named them in the present
    // tense; the duel has kept its tables as "register-duel@<page>#<id>" since before this
    // build, and one saved then still opens at its step, its events upgraded.
    const page = location.pathname;
    const first: Record<string, string> = {
      'initiative.drawn': 'initiative.draw',
      'hands.drawn': 'hands.draw',
      'declaration.finished': 'declaration.done',
      'register.revealed': 'register.reveal',
      'hit.declined': 'hit.stood',
      'round.begun': 'round.next',
    };
    const events = BOOK_EXAMPLE_EVENTS.map((e) => ({ ...e, type: first[e.type] ?? e.type }));
    localStorage.clear();
    localStorage.setItem(
      `rb:register-duel@${page}#devon`,
      JSON.stringify({ format: 'register-duel/1', input: BOOK_EXAMPLE, events, step: 3 }),
    );
    const el = await fixture<RbRegisterDuel>(html`<rb-register-duel id="devon"></rb-register-duel>`);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.record.format).to.equal(registerDuelRecord.current);
    expect(el.record.events).to.deep.equal(BOOK_EXAMPLE_EVENTS);
    expect(el.record.step).to.equal(3);
    expect(el.snapshot.context.registers[0]!.attack.card).to.equal('Ks');
    el.remove();
    localStorage.clear();
  });

  it('steps back and forward to the exact same table, by the buttons and by Alt+arrows', async () => {
    const el = await duel();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    const before = structuredClone(el.snapshot.context);
    await press(el, /Lay \+3 \(hit\).*as attack/);
    const after = structuredClone(el.snapshot.context);
    const step = oneEvent(el, 'rb-step');
    await altArrow(el, 'ArrowLeft');
    expect((await step).detail.cause).to.equal('back');
    expect(el.snapshot.context).to.deep.equal(before);
    expect(root(el).querySelectorAll('[part~="slot"]').length).to.equal(0);
    await altArrow(el, 'ArrowRight');
    expect(el.snapshot.context).to.deep.equal(after);
    expect(text(el)).to.contain('to answer');
    await press(el, 'Back');
    expect(el.snapshot.context).to.deep.equal(before);
    await press(el, 'Forward');
    expect(el.snapshot.context).to.deep.equal(after);
  });

  it("replays the book's example from its start, step by step with the book's numbers", async () => {
    const el = await duel({ mode: 'hot-seat' });
    await press(el, "Replay the book's example: Devon against the soldier");
    // The book shows both hands: the replay is in GM mode.
    expect(el.getAttribute('mode')).to.equal('gm');
    expect(el.snapshot.value).to.equal('drawingForInitiative');
    expect(el.record.events).to.have.length(BOOK_EXAMPLE_EVENTS.length);
    expect(el.record.step).to.equal(0);
    await press(el, 'Forward');
    expect(el.snapshot.context.initiativeChecks[0]!.map((c) => c.total)).to.deep.equal([2, -4]);
    await press(el, 'Forward');
    expect(el.snapshot.context.hands).to.deep.equal([
      ['Ks', '2h', '10s'],
      ['Qh', '5s'],
    ]);
    for (let i = 2; i < BOOK_EXAMPLE_EVENTS.length; i++) await press(el, 'Forward');
    expect(el.snapshot.context.registers.map((r) => r.outcome!.attackTotal)).to.deep.equal([-1, -1, 6]);
    expect(arithmetic(el)[2]).to.contain('10 card + 1 modifiers − 5 difficulty = 6: disarmed');
  });

  it('replays Devon changing to his dagger from its button: range 1 to 0, the dagger drawn, one card next round', async () => {
    const el = await duel();
    await press(el, "Replay the book's example: Devon changes to his dagger");
    for (let i = 0; i < 8; i++) await press(el, 'Forward');
    expect(el.snapshot.context.range).to.equal(0);
    // Devon's token: the initiative marked on it, the dagger in hand.
    expect(token(el, 0)).to.match(/^DE Devon dagger .*holds the initiative/);
    expect(arithmetic(el)[1]).to.contain('Devon: changes weapons, with no check');
    expect(why(el)).to.contain('drops the long sword and draws the dagger');
    await press(el, 'Forward');
    await press(el, 'Forward');
    expect(el.snapshot.context.hands[0]).to.deep.equal(['6s']);
    expect(why(el)).to.contain('just changed weapons');
  });

  it("replays Devon's axe and poniard from its button, two axe blows and two poniard parries", async () => {
    const el = await duel();
    await press(el, "Replay the book's example: Devon’s axe and poniard");
    expect(announced(el)).to.contain('Devon’s axe and poniard');
    expect(el.record.events).to.have.length(AXE_AND_PONIARD_EVENTS.length);
    await press(el, 'Forward');
    await press(el, 'Forward');
    // Axe skill 4, poniard 6: the lower skill, 4 cards.
    expect(el.snapshot.context.hands[0]).to.have.length(4);
    for (let i = 2; i < AXE_AND_PONIARD_EVENTS.length; i++) await press(el, 'Forward');
    const devon = el.snapshot.context.registers
      .flatMap((r) => [r.attack, r.defence])
      .filter((d) => d?.side === 0)
      .map((d) => `${d!.maneuver} ${d!.hand}`);
    expect(devon).to.deep.equal(['attack main', 'attack main', 'parry off', 'parry off']);
    expect(token(el, 0)).to.match(/^DE Devon medium axe \+ poniard /);
  });

  it('plays the second fighter by itself against the computer, and its hand stays out of the page', async () => {
    const el = await duel({ mode: 'opponent' });
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await press(el, /Lay \+3 \(hit\).*as attack/);
    // The opponent answers with its best card, face down.
    await until(el, () => el.snapshot.context.registers[0]?.defence !== undefined, 'the opponent answered');
    expect(el.snapshot.context.registers[0]!.defence!.card).to.equal('5s');
    expect(text(el)).not.to.contain('5♠');
    // Stepping back to before its answer, the opponent waits until asked to play.
    await press(el, 'Back');
    expect(el.snapshot.context.registers[0]!.answered).to.equal(false);
    await press(el, 'Let Soldier play');
    await until(el, () => el.snapshot.context.registers[0]?.defence !== undefined, 'the opponent answered again');
    expect(el.snapshot.context.registers[0]!.defence!.card).to.equal('5s');
  });

  it("shows the odds of a register from the reader's own seat, never from a hidden card", async () => {
    const gm = await duel();
    await declareBookTurn(gm);
    await press(gm, 'Odds');
    // The GM sees both cards: register 1 is a miss already.
    await until(gm, () => root(gm).querySelector('[part~="odds"]') !== null, 'the odds are shown');
    expect(root(gm).querySelector('[part~="odds"]')!.textContent!.replace(/\s+/g, ' ')).to.contain("Devon's attack fails 100%");
    // Hot-seat, nobody in the seat: neither face-down card counts as known.
    const hot = await duel({ mode: 'hot-seat' });
    for (const e of BOOK_EXAMPLE_EVENTS.slice(0, 7)) hot.send(e);
    await settle(hot);
    await press(hot, 'Odds');
    await until(hot, () => root(hot).querySelector('[part~="odds"]') !== null, 'the odds are shown');
    const odds = root(hot).querySelector('[part~="odds"]')!.textContent!.replace(/\s+/g, ' ');
    expect(odds).not.to.contain('100%');
    expect(odds).to.match(/Devon's attack succeeds \d/);
  });

  it('asks who wins a register before it turns over in learner mode, without changing the story', async () => {
    sessionStorage.removeItem('rb-learn:rb-register-duel');
    const plain = await duel();
    const learner = await duel({ learn: true });
    for (const el of [plain, learner]) await declareBookTurn(el);
    await press(plain, 'Turn over register 1');
    await press(learner, 'Turn over register 1');
    const predict = root(learner).querySelector('[part~="predict"]')!;
    expect(predict.textContent).to.contain("Register 1: who wins it, Devon's attack or Soldier?");
    // Held: the register is still face down until the learner answers.
    expect(learner.snapshot.context.registers[0]!.revealed).to.equal(false);
    await press(learner, 'Soldier: the attack fails');
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
    // Devon's hit card is still to be decided: the guess waits, neither right nor wrong yet.
    expect(learner.teach.graded).to.equal(undefined);
    expect(learner.teach.score).to.deep.equal({ asked: 0, right: 0 });
    await press(plain, 'Devon: keep the card');
    await press(learner, 'Devon: keep the card');
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
    // He stands on +3: 3 + 1 − 5 parry = −1, a miss, so the soldier's side was right.
    expect(learner.teach.graded).to.deep.include({ right: true });
    expect(learner.teach.score).to.deep.equal({ asked: 1, right: 1 });
    expect(root(learner).querySelector('[part~="graded"]')!.textContent).to.contain('Right');
  });

  it('drops a guess still waiting for its register when the reader steps back before it', async () => {
    sessionStorage.removeItem('rb-learn:rb-register-duel');
    const learner = await duel({ learn: true });
    await declareBookTurn(learner);
    await press(learner, 'Turn over register 1');
    await press(learner, 'Soldier: the attack fails');
    await press(learner, 'Back');
    await press(learner, 'Forward');
    await press(learner, 'Devon: keep the card');
    expect(learner.teach.graded).to.equal(undefined);
    expect(learner.teach.score).to.deep.equal({ asked: 0, right: 0 });
  });

  it('draws the statechart from the machine, following the table forward and back', async () => {
    expectChartMatchesMachine(chart, registerDuelMachine);
    const el = await duel();
    await press(el, 'Statechart');
    await until(el, () => root(el).querySelectorAll('.rb-chart g.st').length > 0, 'the chart is drawn');
    expectChartHighlights(el, chart, registerDuelMachine);
    for (const step of ['Draw for the initiative', 'Draw the hands', /Lay \+3 \(hit\).*as attack/, 'Back', 'Back', 'Forward']) {
      await press(el, step);
      await settle(el);
      expectChartHighlights(el, chart, registerDuelMachine);
    }
  });

  it('ends a finished fight with its summary', async () => {
    const el = await duel();
    for (const e of [
      ...BOOK_EXAMPLE_EVENTS,
      { type: 'round.begun' } as const,
      { type: 'initiative.yielded' } as const,
      { type: 'initiative.yielded' } as const,
    ])
      expect(el.send(e)).to.equal(true);
    await settle(el);
    expect(root(el).querySelector('[part~="summary"]')!.textContent).to.contain(
      'The fight ended in round 2 with both fighters giving up the initiative.',
    );
    expect(root(el).querySelector('[part~="prompt"]')!.textContent).to.contain('The fight is over.');
  });

  it('starts a duel from the table setup form, which loads when it is opened', async () => {
    const el = await duel();
    const summary = root(el).querySelector<HTMLElement>('details[part~="setup"] > summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    await until(el, () => root(el).querySelector('form.setup-form') !== null, 'the setup form is loaded');
    const form = root(el).querySelector('form.setup-form')!;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(field('a-name').value).to.equal('Devon');
    expect(field('a-weapon').value).to.equal('sword');
    field('b-name').value = 'Bandit';
    field('b-weapon').value = 'spear';
    field('b-hit-points').value = '5';
    await press(el, 'Start this duel');
    expect(el.getAttribute('b-weapon')).to.equal('spear');
    // Unchanged values are not written out as attributes.
    expect(el.hasAttribute('a-name')).to.equal(false);
    expect(el.snapshot.context.fighters[1]).to.include({ name: 'Bandit', hitPoints: 5 });
    expect(el.snapshot.context.range).to.equal(2);
    expect(el.record.events).to.have.length(0);
  });

  it("plays the seed's words unless a table ruling is switched, in the setup form by keyboard or by attribute", async () => {
    const el = await duel();
    expect(el.snapshot.context.rulings).to.deep.equal(SEED_RULINGS);
    const summary = root(el).querySelector<HTMLElement>('details[part~="setup"] > summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    await until(el, () => root(el).querySelector('form.setup-form select[name="flank-modifier"]') !== null, 'the rulings are in the form');
    const select = root(el).querySelector<HTMLSelectElement>('form.setup-form select[name="flank-modifier"]')!;
    expect(select.value).to.equal('finesse');
    expect(select.closest('label')!.textContent).to.contain('Flank modifier');
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(select.value).to.equal('minus-finesse');
    await press(el, 'Start this duel');
    expect(el.getAttribute('flank-modifier')).to.equal('minus-finesse');
    // Only the ruling changed is written out.
    expect(el.hasAttribute('buck')).to.equal(false);
    expect(el.snapshot.context.rulings).to.deep.equal({ ...SEED_RULINGS, flankModifier: 'minus-finesse' });
    el.setAttribute('surprise-gives', 'one-maneuver');
    await settle(el);
    expect(el.snapshot.context.rulings.surprise).to.equal('one-maneuver');
  });

  it('matches the machine step for step (the widget decides no rule)', async () => {
    const el = await duel();
    await declareBookTurn(el);
    await press(el, 'Turn over register 1');
    let [snap] = initialTransition(registerDuelMachine, el.record.input);
    for (const e of el.record.events) [snap] = transition(registerDuelMachine, snap, e);
    expect(snap.context).to.deep.equal(el.snapshot.context);
  });

  it('names a bad attribute and carries on with the default', async () => {
    const errors = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('rb-error', (e) => resolve(e as CustomEvent), { once: true }),
    );
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel no-save a-skill="eleven" mode="solo" a-weapon="constructor"></rb-register-duel>`,
    );
    await el.updateComplete;
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('a-skill: "eleven" is not a whole number from 0 to 10; the default is used');
    expect(alert.textContent).to.contain('mode: "solo" is not one of the choices: use gm, hot-seat or opponent');
    expect(alert.textContent).to.contain('a-weapon: "constructor" is neither a weapon');
    expect((await errors).detail.messages.length).to.equal(3);
    expect(el.snapshot.context.fighters[0].skill).to.equal(3);
    expect(token(el, 0)).to.match(/^DE Devon sword /);
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

  it("asks the GM for a joker's worth and says why a value is refused", async () => {
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel no-save seed="3" a-stack="2s 3h JK1 2h 4s" b-stack="4h Qh 5s"></rb-register-duel>`,
    );
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

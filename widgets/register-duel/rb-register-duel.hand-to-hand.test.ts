import { expect, fixture, html } from '@open-wc/testing';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';
import { button, press, root, settle } from '../shared/testing/keys.js';
import { text, why, choose, accessible, arithmetic } from './register-duel.testing.js';

describe('rb-register-duel with bare hands', () => {
  async function brawl() {
    // Devon (training 2) draws 9♠ 10♠ for the initiative, then 8♠ 4♠ 3♠; the brawler 3♥, then 2♠ 2♥.
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel
        no-save
        seed="3"
        a-weapon="bare-hands"
        b-weapon="bare-hands"
        b-name="Brawler"
        a-stack="9s 10s 8s 4s 3s"
        b-stack="3h 2s 2h"
      ></rb-register-duel>`,
    );
    await el.updateComplete;
    return el;
  }

  it('is accessible while wrestling', async () => {
    const el = await brawl();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await choose(el, 'tackle');
    await press(el, /Lay \+8.*as tackle/);
    await choose(el, 'hth-dodge');
    await press(el, /Lay \+2.*as dodge \(hand to hand\)/);
    await press(el, 'Turn over register 1');
    await accessible(el);
  });

  it('offers only hand-to-hand maneuvers, with their difficulty against this opponent, and plays a tackle into wrestling range by keyboard', async () => {
    const el = await brawl();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    expect(text(el)).to.contain('range 0');
    const options = [...root(el).querySelectorAll<HTMLSelectElement>('[part~="controls"] select option')].map((o) => o.textContent!.trim());
    expect(options).to.include('Hand attack (0, hand to hand)');
    expect(options).to.include('Take down (0, hand to hand)');
    expect(options.some((o) => o.startsWith('Attack ('))).to.equal(false);
    expect(options.some((o) => o.startsWith('Pin'))).to.equal(false);
    await choose(el, 'tackle');
    await press(el, /Lay \+8.*as tackle/);
    await choose(el, 'hth-dodge');
    await press(el, /Lay \+2.*as dodge \(hand to hand\)/);
    await press(el, 'Turn over register 1');
    expect(arithmetic(el).join(' ')).to.contain('tackled: wrestling range');
    expect(text(el)).to.contain('wrestling range');
    expect(why(el)).to.contain('initiative is drawn again');
    await press(el, 'Next round');
    expect(button(el, 'Draw for the initiative')).to.exist;
    expect(el.snapshot.context.range).to.equal(-1);
  });

  it('names a bad might and carries on with 0', async () => {
    const el = await fixture<RbRegisterDuel>(html`<rb-register-duel no-save a-might="__proto__"></rb-register-duel>`);
    await el.updateComplete;
    expect(text(el)).to.contain('a-might: "__proto__" is not a whole number from −5 to 5');
    expect(el.snapshot.context.fighters[0].might).to.equal(undefined);
  });
});

describe('rb-register-duel after a pin (Karmic, "Pin"; table ruling "Breaking a hold")', () => {
  it('plays the hold turn by turn by keyboard, until the holder lets go', async () => {
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel
        no-save
        seed="8"
        a-weapon="bare-hands"
        a-skill="1"
        b-weapon="bare-hands"
        b-skill="1"
        b-armour="0"
        a-stack="9s 2s 3s 8s 7s 5s"
        b-stack="2h 2d 3h 4h 9h 10s"
      ></rb-register-duel>`,
    );
    await el.updateComplete;
    for (const e of [
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'tackle', card: '3s' },
      { type: 'maneuver.passed', side: 1 },
      { type: 'register.revealed' },
      { type: 'round.begun' },
      { type: 'initiative.drawn' },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', side: 0, maneuver: 'pin', card: '5s' },
      { type: 'maneuver.passed', side: 1 },
    ] as const)
      expect(el.send(e), e.type).to.equal(true);
    await settle(el);
    await press(el, 'Turn over register 1');
    expect(root(el).querySelector('[part~="prompt"]')!.textContent).to.contain('Devon holds Soldier fast (a pin)');
    await accessible(el);
    await press(el, 'Play turn 1 of the hold');
    expect(why(el)).to.contain("Turn 1 of the pin: Soldier's might check, −9 card + 5 the pin's card = −4: the pin holds.");
    await press(el, 'Devon lets go');
    expect(el.snapshot.context.ended).to.deep.equal({ how: 'held', side: 0 });
    expect(root(el).querySelector('[part~="summary"]')!.textContent).to.contain('Devon held Soldier fast, and let go.');
  });
});

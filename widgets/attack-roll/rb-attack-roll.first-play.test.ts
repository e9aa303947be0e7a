/**
 * A first play on a phone: the attack-and-defense page's table, fresh, the learner pressing
 * whatever is highlighted (and answering each question asked first) until the exchange ends.
 * Both fighters strike; the first hit that takes Life is the defining moment. Every control is
 * finger sized at every step, and no chance shows while a guess is awaited.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { root, settle, suggested } from '../shared/testing/keys.js';
import { everythingSaid, highlighted, smallControls, outOfReach } from '../shared/testing/first-play.js';
import './rb-attack-roll.js';
import type { RbAttackRoll } from './rb-attack-roll.js';

describe('rb-attack-roll: a first play', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => sessionStorage.removeItem('rb-learn:rb-attack-roll'));

  it('pressing only the highlighted control: both strike, a crippling hit takes Life at press 4, the raider dies at press 34', async () => {
    const el = await fixture<RbAttackRoll>(
      html`<rb-attack-roll
        no-save
        seed="2024"
        learn
        defender="Raider defense 7 armor 2 shield 1 life 24 toughness 3 creature"
      ></rb-attack-roll>`,
    );
    await settle(el);
    const pressed: string[] = [];
    let questions = 0;
    let firstBlood = 0;
    for (let i = 0; i < 120 && !el.snapshot.hasTag('over'); i++) {
      expect(smallControls(el), `step ${i}: controls under 44 × 44 px`).to.deep.equal([]);
      expect(outOfReach(el), `step ${i}: the step bar out of reach`).to.deep.equal([]);
      if (el.teach.pending) {
        // A guess is awaited: nothing anywhere answers it with a number.
        expect(everythingSaid(el), `step ${i}: a chance shown while a guess is awaited`).to.not.contain('%');
        const guess = root(el).querySelector<HTMLButtonElement>('[part~="predict"] button')!;
        guess.focus();
        await sendKeys({ press: 'Enter' });
        await settle(el);
        questions++;
        continue;
      }
      const [control, ...others] = highlighted(el);
      expect(others, `step ${i}: one highlighted control`).to.have.length(0);
      expect(control, `step ${i}: a highlighted control`).to.not.equal(undefined);
      expect(control!.disabled).to.equal(false);
      const label = control!.textContent!.replace(/\s+/g, ' ').trim();
      expect(suggested(el)!.textContent!.replace(/\s+/g, ' ').trim(), 'the step bar offers the same move').to.equal(label);
      pressed.push(label);
      control!.focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      const { attacks, current } = el.snapshot.context;
      if (!firstBlood && [...attacks, current].some((a) => (a?.damage?.lifeLost ?? 0) > 0)) firstBlood = pressed.length;
    }
    expect(el.snapshot.hasTag('dead'), 'the exchange ends in a death').to.equal(true);
    expect(firstBlood, 'the first hit that takes Life').to.equal(4);
    expect(el.snapshot.context.attacks[0]!.wound, 'and leaves a crippling wound').to.not.equal(undefined);
    expect(pressed).to.have.length(34);
    expect(pressed.slice(0, 5)).to.deep.equal([
      'Round 1: Bram first',
      'Attack (1 action)',
      'Roll to hit (2d6)',
      'Roll damage (1d6)',
      'Roll the wound (1d6)',
    ]);
    const ctx = el.snapshot.context;
    expect(ctx.attacks.filter((a) => a.by === 'defender').length, 'the raider strikes back').to.be.greaterThan(0);
    expect(questions, 'a question before each attack roll').to.be.greaterThan(0);
    expect(root(el).querySelector('[part~="soul-link"]')!.textContent).to.contain('Continue in soul passing');
    expect(smallControls(el), 'at the end').to.deep.equal([]);
  });
});

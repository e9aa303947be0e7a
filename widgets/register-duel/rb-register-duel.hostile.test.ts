import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';
import { registerDuelRecord } from '../../machines/karmic/register-duel/register-duel.machine.js';
import { settle } from '../shared/testing/keys.js';
import { RULING_ATTRIBUTES } from '../../machines/karmic/melee/rulings.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';

describe('rb-register-duel under hostile input', () => {
  const checked = (name: string): AttributeSpec => ({ name, kind: 'checked' });
  const fighter = (p: 'a' | 'b'): AttributeSpec[] => [
    { name: `${p}-name`, kind: 'free' },
    ...[
      'weapon',
      'skill',
      'training',
      'willpower',
      'finesse',
      'armour',
      'hit-points',
      'might',
      'vitality',
      'self-discipline',
      'fast-draw',
      'deck',
      'off-hand',
      'spare',
      'size',
      'entangled',
      'bound',
      'stack',
    ].map((a) => checked(`${p}-${a}`)),
  ];
  const attributes: AttributeSpec[] = [
    checked('mode'),
    checked('example'),
    checked('seed'),
    checked('opening'),
    { name: 'learn', kind: 'flag' },
    { name: 'storage-key', kind: 'free' },
    ...fighter('a'),
    ...fighter('b'),
    ...RULING_ATTRIBUTES.map(checked),
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

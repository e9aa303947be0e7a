import { expect } from '@open-wc/testing';
import { fireMapRecord } from '../../machines/lady-luck/fire-map/fire-map.machine.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import './rb-fire-map.js';
import type { RbFireMap } from './rb-fire-map.js';
import { root, text, button, press } from './fire-map.testing.js';

describe('rb-fire-map', () => {
  describe('hostile input', () => {
    const attributes: AttributeSpec[] = [
      { name: 'map', kind: 'checked' },
      { name: 'seed', kind: 'checked' },
      { name: 'rolls', kind: 'checked' },
      { name: 'spread-flammability', kind: 'checked' },
      { name: 'forecast-rounds', kind: 'checked' },
      { name: 'speed', kind: 'checked' },
      { name: 'storage-key', kind: 'free' },
      { name: 'odds', kind: 'flag' },
      { name: 'no-odds', kind: 'flag' },
      { name: 'learn', kind: 'flag' },
      { name: 'no-save', kind: 'flag' },
    ];
    /** Still plays: one round, by a real key press on Next round (or the map is settled and says so). */
    const works = async (el: RbFireMap) => {
      await el.updateComplete;
      const next = button(el, 'Next round');
      const before = el.snapshot.context.round;
      if (next.disabled) {
        expect(text(el)).to.match(/neither grow nor spread|no fire on the map/);
        return;
      }
      await press(el, next);
      // In learner mode the round waits for a guess.
      const guess = root(el).querySelector<HTMLButtonElement>('[part~="predict"] .choices button');
      if (guess) await press(el, guess);
      expect(el.snapshot.context.round).to.equal(before + 1);
    };

    // Dozens of tables each: more time than mocha's default on a busy machine.
    it('names every invalid value of every checked attribute and still plays', async function () {
      this.timeout(120_000);
      await checkEachInvalidValue<RbFireMap>({ tag: 'rb-fire-map', attributes, works, fixed: { 'no-save': '' } });
    });

    it('survives arbitrary values, set at the start and changed later', async function () {
      this.timeout(120_000);
      await checkHostileAttributes<RbFireMap>({ tag: 'rb-fire-map', attributes, works, fixed: { 'no-save': '' }, runs: 20 });
    });

    it('opens a fresh table, with a plain message, from a damaged saved table', async function () {
      this.timeout(120_000);
      await checkDamagedSavedTables<RbFireMap>({ tag: 'rb-fire-map', works, format: fireMapRecord.current, runs: 20 });
    });
  });
});

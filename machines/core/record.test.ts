import { describe, expect, it } from 'vitest';
import { renamedEvents, upgradeEvents, type RecordFormat } from './record.js';

const format: RecordFormat = {
  current: 'duel/2',
  upgrades: { 'duel/1': renamedEvents({ 'round.next': 'round.begun' }) },
};

describe('reading saved tables of older versions', () => {
  it('reads today’s version as it is', () => {
    const events = [{ type: 'round.begun' }];
    expect(upgradeEvents(format, 'duel/2', events)).toBe(events);
  });
  it('renames the events of an older version and keeps their other fields', () => {
    expect(upgradeEvents(format, 'duel/1', [{ type: 'round.next' }, { type: 'hit.taken', side: 1 }])).toEqual([
      { type: 'round.begun' },
      { type: 'hit.taken', side: 1 },
    ]);
  });
  it('knows no version by an inherited name', () => {
    for (const version of ['constructor', '__proto__', 'toString', 'duel/3', 7, null]) {
      expect(upgradeEvents(format, version, [])).toBeUndefined();
    }
  });
  it('does not rename an event to an inherited name', () => {
    expect(renamedEvents({})([{ type: 'constructor' }])).toEqual([{ type: 'constructor' }]);
  });
});

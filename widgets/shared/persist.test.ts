import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { decodeRecord, encodeRecord, shareLink, tableFromHash } from './persist.js';
import type { TableRecord } from './timeline.js';

/** base64url written out here (not the code under test): UTF-8 bytes, then base64 with - and _ and no padding. */
function base64url(text: string): string {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const DAMAGED = 'the shared link is damaged (its table could not be read)';
const record: TableRecord = {
  format: 'coin/1',
  input: { seed: 4_294_967_295, names: ['Åsa ♠', '写真', '<img data-pwned>', 'a"b&c=d#e'] },
  events: [{ type: 'die.rolled' }],
  step: 1,
};

describe('a table in a share link', () => {
  it('is base64url of its JSON: only letters, digits, - and _, so nothing in it needs escaping in an address', () => {
    const text = encodeRecord(record);
    expect(text).to.match(/^[A-Za-z0-9_-]+$/);
    expect(text).to.equal(base64url(JSON.stringify(record)));
  });

  it('reads back exactly the table written, for any JSON it holds (unicode and markup included)', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.jsonValue(),
        fc.array(fc.jsonValue(), { maxLength: 4 }),
        fc.string({ unit: 'grapheme' }),
        (input, step, events, format) => {
          const written = { format, input, events, step } as TableRecord;
          // What JSON keeps of it (-0 is written as 0): the reading must give back exactly that.
          expect(decodeRecord(encodeRecord(written))).to.deep.equal({ record: JSON.parse(JSON.stringify(written)) });
        },
      ),
    );
  });

  it('also reads standard base64 (+ and /, with its = padding)', () => {
    const standard = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(record))));
    expect(decodeRecord(standard)).to.deep.equal({ record });
  });

  it('says plainly that a link is damaged when it is not base64, is cut short, or does not hold JSON', () => {
    const whole = encodeRecord(record);
    for (const text of [
      '',
      '!!!',
      'a',
      'abcde',
      '%%%',
      '<script>',
      whole.slice(0, -1),
      whole.slice(0, whole.length - 5),
      base64url('{"format":'),
      base64url('not json'),
    ]) {
      expect(decodeRecord(text), JSON.stringify(text)).to.deep.equal({ error: DAMAGED });
    }
  });

  it('never throws, whatever text it is given: a table or the plain message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.base64String(),
          fc.jsonValue().map((v) => base64url(JSON.stringify(v)).slice(0, 7)),
        ),
        (text) => {
          const read = decodeRecord(text);
          expect(Object.keys(read)).to.have.length(1);
          if ('error' in read) expect(read.error).to.equal(DAMAGED);
        },
      ),
    );
  });

  it('hands hostile JSON over as data, for the table to refuse: prototype names stay own keys and pollute nothing', () => {
    const read = decodeRecord(base64url('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'));
    expect('record' in read).to.equal(true);
    const got = (read as unknown as { record: Record<string, unknown> }).record;
    expect(Object.hasOwn(got, '__proto__')).to.equal(true);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(decodeRecord(base64url('null'))).to.deep.equal({ record: null });
  });
});

describe("the page address's hash", () => {
  it('finds the table under its own key, among others, with or without the #', () => {
    expect(tableFromHash('duel', '#fire=abc&duel=xyz')).to.equal('xyz');
    expect(tableFromHash('duel', 'duel=xyz')).to.equal('xyz');
    expect(tableFromHash('duel', '#duel=')).to.equal('');
  });

  it('finds nothing under a key it does not hold, inherited names included', () => {
    for (const key of ['duel', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(tableFromHash(key, '#fire=abc'), key).to.equal(undefined);
    expect(tableFromHash('duel', '')).to.equal(undefined);
    expect(tableFromHash('duel', '#')).to.equal(undefined);
  });

  it('makes a link that keeps the page, its query and the other tables in the hash, and carries this one', () => {
    const link = new URL(shareLink('duel', record, 'https://example.org/rules/?x=1#fire=abc'));
    expect(link.origin + link.pathname + link.search).to.equal('https://example.org/rules/?x=1');
    expect(tableFromHash('fire', link.hash)).to.equal('abc');
    const carried = tableFromHash('duel', link.hash);
    expect(carried).to.be.a('string');
    expect(decodeRecord(carried!)).to.deep.equal({ record });
  });

  it('carries a table under any key, even one with characters an address treats specially', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (key) => {
        const link = new URL(shareLink(key, record, 'https://example.org/p'));
        expect(decodeRecord(tableFromHash(key, link.hash)!)).to.deep.equal({ record });
      }),
    );
  });
});

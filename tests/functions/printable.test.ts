// Only printable text reaches a screen (issue 55, decision 058): the runtime-neutral side, which the
// leads CLI, the notification and every log line use.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPrintable,
  printableJson,
  printableLine,
  printableLines,
} from '../../supabase/functions/_shared/printable.ts';

const STEERS = [
  '\r',
  '\x1b',
  '\x07',
  '\x08',
  '\x7f',
  '\x9b',
  '\x85',
  '\u202e',
  '\u2066',
  '\u200b',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\ud800',
  '\uffff',
];

describe('printable text', () => {
  it('shows what would steer a screen as a visible stand-in, and keeps the rest', () => {
    expect(printableLine('Zoë 👩‍💻 李\u0301 a\tb\r\nc')).toBe('Zoë 👩‍💻 李\u0301 a b c');
    expect(printableLine('\x1b[2J\x9b2J\u202eevil')).toBe('␛[2J\uFFFD2J\uFFFDevil');
    expect(printableLines('one\r\ntwo\rthree\nfour\u2028five')).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
    ]);
    for (const ch of STEERS) {
      expect(isPrintable(printableLine(`a${ch}b`)), JSON.stringify(ch)).toBe(true);
      expect(isPrintable(`a${ch}b`), JSON.stringify(ch)).toBe(false);
    }
  });

  it('log lines: any value is the same JSON, with nothing in it that steers a terminal', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...STEERS), (text, steer) => {
        const value = { msg: 'x', field: `${text}${steer}${text}` };
        const line = printableJson(value);
        expect(JSON.parse(line)).toEqual(value);
        expect(isPrintable(line)).toBe(true);
      }),
    );
  });
});

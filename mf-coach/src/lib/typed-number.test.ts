import { describe, expect, it } from 'vitest';
import { numberOf } from './typed-number';

describe('numberOf', () => {
  it('reads numbers as typed, with a leading "$" and thousands commas', () => {
    expect(numberOf(' 340 ')).toBe(340);
    expect(numberOf('$1,200.50')).toBe(1200.5);
    expect(numberOf('12,345,678')).toBe(12_345_678);
    expect(numberOf('.5')).toBe(0.5);
    expect(numberOf('0')).toBe(0);
  });

  it('leaves blank text, words, and numbers another reader would take differently unread (NaN)', () => {
    const misplacedCommas = ['85,50', '1,5', '1,2345', ',100'];
    const readOnlyByNumber = ['0x55', '1e3', 'Infinity'];
    for (const text of ['', ' ', '$', '.', 'four', '-85', '85.', '$ 85', ...misplacedCommas, ...readOnlyByNumber]) {
      expect(numberOf(text), text).toBeNaN();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { afterCursor, cursorOf, parseCursor } from './consultationCursor.js';

describe('page cursors', () => {
  it('name a dated or an undated request and read back as written', () => {
    const dated = cursorOf({ _id: 'abc_1-Z', createdAt: new Date('2025-02-03T04:05:06.789Z') });
    expect(dated).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseCursor(dated)).toEqual({ createdAt: Date.parse('2025-02-03T04:05:06.789Z'), id: 'abc_1-Z' });
    expect(parseCursor(cursorOf({ _id: 'old', createdAt: undefined as never }))).toEqual({
      createdAt: null,
      id: 'old',
    });
  });

  it('refuse text that is not a cursor this API wrote', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const text of [
      'not-a-cursor',
      '',
      encode({ createdAt: 1, id: 'a' }),
      encode([1, 'a', 'b']),
      encode([1.5, 'a']),
      encode(['2025-01-01', 'a']),
      encode([1, '']),
      encode([1, 7]),
      encode([1, 'x'.repeat(129)]),
      encode([9e15, 'a']),
    ]) {
      expect(parseCursor(text), text).toBeNull();
    }
  });

  it('select what follows in the order: older dates, same date with smaller id, then the undated', () => {
    const at = new Date(1000);
    expect(afterCursor({ createdAt: 1000, id: 'm' })).toEqual({
      $or: [{ createdAt: { $lt: at } }, { createdAt: at, _id: { $lt: 'm' } }, { createdAt: null }],
    });
    expect(afterCursor({ createdAt: null, id: 'm' })).toEqual({ createdAt: null, _id: { $lt: 'm' } });
  });
});

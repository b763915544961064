import { describe, expect, it } from 'vitest';
import { decideDraft, envelope, readEnvelope } from './draft-envelope';

const at = (iso: string) => Date.parse(iso);

describe('decideDraft', () => {
  const server = { values: { goalOne: 'saved' }, updatedAt: '2030-01-01T12:00:00.000Z' };

  it('does nothing without a draft', () => {
    expect(decideDraft(undefined, server)).toBe('none');
  });

  it('restores a draft when there is no server copy (new form, or offline)', () => {
    expect(decideDraft(envelope({ goalOne: 'typed' }, at('2029-01-01T00:00:00Z')), undefined)).toBe('restore');
  });

  it('discards a draft equal to the server copy: it was sent', () => {
    expect(decideDraft(envelope({ goalOne: 'saved' }, at('2029-01-01T00:00:00Z')), server)).toBe('discard');
  });

  it('restores a draft written after the server copy', () => {
    expect(decideDraft(envelope({ goalOne: 'typed' }, at('2030-01-01T12:00:01Z')), server)).toBe('restore');
  });

  it('asks about a draft older than the server copy instead of applying it', () => {
    expect(decideDraft(envelope({ goalOne: 'typed' }, at('2030-01-01T11:59:59Z')), server)).toBe('ask');
  });
});

describe('readEnvelope', () => {
  it('reads a stored envelope and ignores anything else', () => {
    expect(readEnvelope({ values: { a: 1 }, editedAt: 5 })).toEqual({ values: { a: 1 }, editedAt: 5 });
    expect(readEnvelope({ goalOne: 'old shape' })).toBeUndefined();
    expect(readEnvelope(null)).toBeUndefined();
  });
});

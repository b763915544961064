import { describe, expect, it } from 'vitest';
import {
  CATALOG_TTL_MS,
  EXTERNAL_SIGN_IN_MAX_AGE_MS,
  INVITATION_RESEND_INTERVAL_MS,
  INVITATION_TTL_MS,
  REPEAT_WINDOW_MS,
  SESSION_MAX_AGE_MS,
  SIGN_IN_LINK_TTL_MS,
} from './lifetimes.js';

const MINUTE = 60_000;

describe('lifetimes', () => {
  it('are the ones people are told about', () => {
    expect(SIGN_IN_LINK_TTL_MS).toBe(15 * MINUTE);
    expect(INVITATION_TTL_MS).toBe(7 * 24 * 60 * MINUTE);
    expect(INVITATION_RESEND_INTERVAL_MS).toBe(MINUTE);
    expect(SESSION_MAX_AGE_MS).toBe(14 * 24 * 60 * MINUTE);
    expect(REPEAT_WINDOW_MS).toBe(10 * MINUTE);
  });

  it('keep the in-process library briefly and external sign-ins short', () => {
    expect(CATALOG_TTL_MS).toBe(MINUTE);
    expect(EXTERNAL_SIGN_IN_MAX_AGE_MS).toBe(10 * MINUTE);
  });
});

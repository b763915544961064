import { describe, expect, it } from 'vitest';
import { failureStatus, serverMessage } from './server-message';

describe('serverMessage', () => {
  it("reads the API's JSON message after the status", () => {
    const error = new Error('409: {"message":"This email is already approved"}');
    expect(serverMessage(error, 'Failed to add email')).toBe('This email is already approved');
  });

  it('falls back when the body is not JSON, has no message, or the request never got an answer', () => {
    expect(serverMessage(new Error('502: Bad Gateway'), 'Failed to add email')).toBe('Failed to add email');
    expect(serverMessage(new Error('500: {"error":"x"}'), 'Failed to remove email')).toBe('Failed to remove email');
    expect(serverMessage(new TypeError('Failed to fetch'), 'Failed to remove email')).toBe('Failed to remove email');
    expect(serverMessage('not an error', 'Failed to add email')).toBe('Failed to add email');
  });
});

describe('failureStatus', () => {
  it('reads the status of a failed call, or null without one', () => {
    expect(failureStatus(new Error('404: {"message":"Client not found"}'))).toBe(404);
    expect(failureStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/kit/api';
import { failureStatus, serverMessage } from './server-message';

describe('serverMessage', () => {
  it("reads the API's JSON message", () => {
    const error = new ApiError(409, '{"message":"This email is already approved"}');
    expect(serverMessage(error, 'Failed to add email')).toBe('This email is already approved');
  });

  it('falls back when the body is not JSON, has no message, or the request never got an answer', () => {
    expect(serverMessage(new ApiError(502, 'Bad Gateway'), 'Failed to add email')).toBe('Failed to add email');
    expect(serverMessage(new ApiError(500, '{"error":"x"}'), 'Failed to remove email')).toBe('Failed to remove email');
    expect(serverMessage(new TypeError('Failed to fetch'), 'Failed to remove email')).toBe('Failed to remove email');
    expect(serverMessage('not an error', 'Failed to add email')).toBe('Failed to add email');
  });

  it('does not read a message out of an error that is not a reply', () => {
    expect(serverMessage(new Error('409: {"message":"x"}'), 'Failed to add email')).toBe('Failed to add email');
  });
});

describe('failureStatus', () => {
  it('reads the status of a failed call, or null without one', () => {
    expect(failureStatus(new ApiError(404, '{"message":"Client not found"}'))).toBe(404);
    expect(failureStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});

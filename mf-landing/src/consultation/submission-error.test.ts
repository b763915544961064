import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/kit/api';
import { FAILURE_TOAST } from './messages';
import { describeSubmissionError } from './submission-error';

describe('describeSubmissionError', () => {
  it("uses the 'Submission Failed' toast for a server error", () => {
    expect(describeSubmissionError(new ApiError(500, '{"message":"Internal server error"}'))).toEqual({
      title: 'Submission Failed',
      description: 'There was an error submitting your request. Please try again or contact us directly.',
    });
    expect(describeSubmissionError(new TypeError('Failed to fetch'))).toEqual(FAILURE_TOAST);
    expect(describeSubmissionError('not an error')).toEqual(FAILURE_TOAST);
  });

  it("shows the server's own message for a 429", () => {
    const error = new ApiError(
      429,
      '{"message":"Too many consultation requests from this address. Please try again later."}',
    );
    expect(describeSubmissionError(error)).toEqual({
      title: 'Submission Failed',
      description: 'Too many consultation requests from this address. Please try again later.',
    });
  });

  it("has no rate-limit words of its own: a 429 without the server's message gets the 'Submission Failed' toast", () => {
    expect(describeSubmissionError(new ApiError(429, 'Too Many Requests'))).toEqual(FAILURE_TOAST);
    expect(describeSubmissionError(new ApiError(429, '{"message":"  "}'))).toEqual(FAILURE_TOAST);
  });
});

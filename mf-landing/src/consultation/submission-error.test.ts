import { describe, expect, it } from 'vitest';
import { FAILURE_TOAST, RATE_LIMITED_TEXT } from './messages';
import { describeSubmissionError } from './submission-error';

describe('describeSubmissionError', () => {
  it("uses the spec's 'Submission Failed' toast for a server error", () => {
    expect(describeSubmissionError(new Error('500: {"message":"Internal server error"}'))).toEqual({
      title: 'Submission Failed',
      description: 'There was an error submitting your request. Please try again or contact us directly.',
    });
    expect(describeSubmissionError(new TypeError('Failed to fetch'))).toEqual(FAILURE_TOAST);
    expect(describeSubmissionError('not an error')).toEqual(FAILURE_TOAST);
  });

  it("shows the server's own message for a 429", () => {
    const error = new Error(
      '429: {"message":"Too many consultation requests from this address. Please try again later."}',
    );
    expect(describeSubmissionError(error)).toEqual({
      title: 'Submission Failed',
      description: 'Too many consultation requests from this address. Please try again later.',
    });
  });

  it('explains a 429 without a readable message in its own words', () => {
    expect(describeSubmissionError(new Error('429: Too Many Requests'))).toEqual({
      title: 'Submission Failed',
      description: RATE_LIMITED_TEXT,
    });
    expect(describeSubmissionError(new Error('429: {"message":"  "}')).description).toBe(RATE_LIMITED_TEXT);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, MEETING_URL_MESSAGES, TESTIMONIAL_CONSENT_MESSAGE } from '@app/api/contract';
import { checkProfile, formValues, profileBody } from './practice-profile-form';

/** The stored profile as the editor reads it. */
const PROFILE = { ...DEFAULT_SITE, meetingUrl: '' };

describe('the Practice profile form', () => {
  it('round-trips the stored profile, with published testimonials marked as consented', () => {
    const site = { ...PROFILE, testimonials: [{ text: 'Great coach', attribution: 'Parent of a 9th grader' }] };
    const values = formValues(site);
    expect(values.testimonials).toEqual([{ text: 'Great coach', attribution: 'Parent of a 9th grader', consent: true }]);
    const checked = checkProfile(values);
    expect('payload' in checked && checked.payload.pricePerSession).toBe(85);
    expect('payload' in checked && profileBody(checked.payload).testimonials).toEqual([
      { text: 'Great coach', attribution: 'Parent of a 9th grader', consent: true },
    ]);
  });

  it('names each field at fault, with the schema the server applies', () => {
    const values = formValues(PROFILE);
    values.pricePerSession = '';
    values.coachEmail = 'nope';
    values.testimonials = [{ text: 'Kind words', attribution: 'A parent', consent: false }];
    const checked = checkProfile(values);
    expect('errors' in checked && checked.errors).toMatchObject({
      pricePerSession: 'Price must be a number',
      coachEmail: 'Please enter a valid email address',
      'testimonials.0.consent': TESTIMONIAL_CONSENT_MESSAGE,
    });
  });

  it('sends the meeting link trimmed, and refuses one that is not https', () => {
    const values = formValues({ ...PROFILE, meetingUrl: 'https://zoom.us/j/1' });
    values.meetingUrl = '  https://meet.google.com/abc-defg-hij ';
    const checked = checkProfile(values);
    expect('payload' in checked && checked.payload.meetingUrl).toBe('https://meet.google.com/abc-defg-hij');
    values.meetingUrl = 'http://zoom.us/j/1';
    const refused = checkProfile(values);
    expect('errors' in refused && refused.errors).toEqual({ meetingUrl: MEETING_URL_MESSAGES.https });
  });
});

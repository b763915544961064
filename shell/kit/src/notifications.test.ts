import { describe, expect, it } from 'vitest';
import { consultationNotification, consultationNotificationTag } from './notifications';

describe('consultationNotification', () => {
  it('words the new-request notification', () => {
    expect(consultationNotification({ type: 'new_consultation_request', studentName: 'Ana Ruiz', gradeLevel: '11th' })).toEqual({
      title: 'New Consultation Request',
      body: 'Ana Ruiz (11th) has requested a consultation',
    });
  });

  it('still says something sensible when the payload is incomplete', () => {
    expect(consultationNotification({}).body).toBe('A student has requested a consultation');
  });

  it('tags the same request alike on the page and in the service worker, and different requests apart', () => {
    const ana = { type: 'new_consultation_request', studentName: 'Ana Ruiz', gradeLevel: '11th' };
    expect(consultationNotificationTag({ ...ana })).toBe(consultationNotificationTag(ana));
    expect(consultationNotificationTag(ana)).not.toBe(consultationNotificationTag({ ...ana, studentName: 'Ben Ode' }));
  });
});

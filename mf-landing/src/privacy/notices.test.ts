import { describe, expect, it } from 'vitest';
import { familiesNotice, studentsNotice } from './notices';

const practice = { businessName: 'Bright Minds', coachName: 'Dr. Sarah Mitchell', coachEmail: 'coach@example.com' };

describe('the privacy notices', () => {
  const notices = { families: familiesNotice(practice), students: studentsNotice(practice) };

  it.each(Object.entries(notices))('%s: say what is kept, who reads it, how long, the processors, and no advertising', (_name, notice) => {
    const headings = notice.parts.map((part) => part.heading);
    expect(headings).toEqual(
      expect.arrayContaining(['What is kept', 'Who reads it', 'How long it is kept', 'Companies that handle it for the practice', 'What is never done with it']),
    );
    const text = JSON.stringify(notice);
    for (const processor of ['hosting company', 'e-mail provider', 'push service']) expect(text).toContain(processor);
    expect(text).toContain('No advertising, no trackers');
    expect(text).toContain('Cookies serve only signing in');
    expect(notice.intro).toContain('coach@example.com');
  });

  it("say the coach's private notes are never shared", () => {
    for (const notice of Object.values(notices)) expect(JSON.stringify(notice)).toContain('private notes are never shared');
  });
});

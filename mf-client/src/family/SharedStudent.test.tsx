import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHARING_SECTIONS, SHARING_SECTION_TEXT, type FamilyStudent } from '@app/api/contract';
import { notSharedText, SharedStudent } from './SharedStudent';

const brief = (id: string, sentAt: string, text: string) => ({ id, text, status: 'sent' as const, createdAt: sentAt, sentAt, sentTo: 1 });

const sam: FamilyStudent = {
  id: 'p1',
  firstName: 'Sam',
  sections: {
    sessions: [
      { id: 's1', start: '2026-03-02T15:00:00.000Z', end: '2026-03-02T15:50:00.000Z', clientId: 'p1', status: 'attended' },
      { id: 's2', start: '2026-03-09T15:00:00.000Z', end: '2026-03-09T15:50:00.000Z', clientId: 'p1', status: 'late-cancel' },
    ],
    goals: ['Hand in essays two days early'],
  },
  briefs: [brief('b1', '2026-03-01T10:00:00.000Z', 'Older brief'), brief('b2', '2026-03-08T10:00:00.000Z', 'Newer brief')],
};

const sectionCard = (section: string) => document.querySelector(`[data-section="${section}"]`) as HTMLElement;

describe('SharedStudent', () => {
  it('shows each shared section, and says plainly which ones the student has not shared', () => {
    render(<SharedStudent student={sam} />);
    expect(document.querySelector('h2')?.textContent).toBe('Sam');
    expect(within(sectionCard('sessions')).getByText('Attended')).toBeTruthy();
    expect(within(sectionCard('sessions')).getByText('Cancelled late')).toBeTruthy();
    expect(within(sectionCard('goals')).getByText('Hand in essays two days early')).toBeTruthy();
    expect(sectionCard('sessions').dataset.shared).toBe('true');
    const kept = document.querySelector('[data-not-shared]') as HTMLElement;
    expect(kept.querySelector('h3')?.textContent).toBe(notSharedText('Sam'));
    expect(notSharedText('Sam')).toBe('Sam has not shared these');
    const keptSections = SHARING_SECTIONS.filter((entry) => entry !== 'sessions' && entry !== 'goals');
    expect([...kept.querySelectorAll('li')].map((item) => item.textContent)).toEqual(
      keptSections.map((section) => SHARING_SECTION_TEXT[section].label),
    );
    for (const section of keptSections) expect(sectionCard(section).dataset.shared).toBe('false');
  });

  it("lists the coach's briefs newest first, exactly as sent", () => {
    render(<SharedStudent student={sam} />);
    const texts = [...sectionCard('briefs').querySelectorAll('article p')].map((paragraph) => paragraph.textContent);
    expect(texts).toEqual(['Newer brief', 'Older brief']);
  });

  it('draws a preview one heading level lower', () => {
    render(<SharedStudent student={{ ...sam, sections: { account: null }, briefs: [] }} level={3} />);
    expect(document.querySelector('h3')?.textContent).toBe('Sam');
    expect(document.querySelector('h2')).toBeNull();
    expect(within(sectionCard('account')).getByText('Nothing sold or paid yet.')).toBeTruthy();
    expect(sectionCard('sessions').dataset.shared).toBe('false');
    expect(document.querySelector('[data-not-shared] h4')?.textContent).toBe('Sam has not shared these');
    expect(within(sectionCard('briefs')).getByText('No briefs yet.')).toBeTruthy();
  });
});

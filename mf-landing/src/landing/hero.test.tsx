import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '@app/api/contract';
import { Hero } from './hero';
import { credentials, qualifications, shortDegree } from './content';

describe('the hero', () => {
  it("names the profile's degree as a credential without its 'in', beside the years of experience", () => {
    expect(credentials(DEFAULT_SITE)).toEqual(['PhD Educational Psychology', '10+ Years Experience']);
    // About keeps the degree's full title.
    expect(qualifications(DEFAULT_SITE)[0]?.title).toBe('PhD in Educational Psychology');
    expect(shortDegree('MEd in Special Education')).toBe('MEd Special Education');
    expect(shortDegree('Master of Arts in Psychology')).toBe('Master of Arts in Psychology');
  });

  it("prices an hour of 50-minute coaching at the profile's price", () => {
    const { container, rerender } = render(<Hero site={DEFAULT_SITE} />);
    const card = () => container.querySelector<HTMLElement>('[data-price-card]')!;
    expect(screen.getByText('PhD Educational Psychology')).toBeTruthy();
    expect(card().textContent).toContain('$85 per hour');
    expect(card().textContent).toContain('50-minute coaching');
    expect(card().textContent).not.toContain('session');
    rerender(<Hero site={{ ...DEFAULT_SITE, pricePerSession: 120 }} />);
    expect(card().textContent).toContain('$120 per hour');
  });
});

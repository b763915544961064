import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { SiteHeader } from './site-header';

// GET /api/site fails at once, as when the API is unreachable: the defaults must show.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
});
afterEach(() => vi.restoreAllMocks());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  );
}

describe('SiteHeader', () => {
  it('shows the business title and a Quick Links menu with the log-in link', () => {
    renderAt('/');
    expect(screen.getByRole('banner').textContent).toContain('Bright Minds Executive Function Coaching');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Quick Links' }), { button: 0, pointerType: 'mouse' });
    const login = screen.getByRole('menuitem', { name: 'Bright Minds Log In' });
    expect(login.getAttribute('href')).toBe(API_PATHS.signIn);
  });

  it('scrolls to the sections on the home page', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(['Home', 'About', 'Services', 'Why Choose Us', 'Contact']);
    const section = document.createElement('section');
    section.id = 'testimonials';
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    fireEvent.click(within(nav).getByRole('button', { name: 'Why Choose Us' }));
    expect(section.scrollIntoView).toHaveBeenCalledOnce();
    section.remove();
  });

  it('scrolls to a section chosen before it is on the page once it appears, unless another is chosen meanwhile', async () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const services = document.createElement('section');
    services.id = 'services';
    services.scrollIntoView = vi.fn();
    const about = document.createElement('section');
    about.id = 'about';
    about.scrollIntoView = vi.fn();
    try {
      fireEvent.click(within(nav).getByRole('button', { name: 'Services' }));
      document.body.append(services);
      await vi.waitFor(() => expect(services.scrollIntoView).toHaveBeenCalledOnce());

      fireEvent.click(within(nav).getByRole('button', { name: 'About' }));
      fireEvent.click(within(nav).getByRole('button', { name: 'Services' }));
      document.body.append(about);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(about.scrollIntoView).not.toHaveBeenCalled();
      expect(services.scrollIntoView).toHaveBeenCalledTimes(2);
    } finally {
      services.remove();
      about.remove();
    }
  });

  it('scrolls to a section chosen in the mobile menu once the menu has closed, the keyboard at its toggle', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const section = document.createElement('section');
    section.id = 'services';
    let menuOpenWhenScrolled: boolean | undefined;
    section.scrollIntoView = vi.fn(() => {
      menuOpenWhenScrolled = screen.queryByRole('navigation', { name: 'Mobile' }) !== null;
    });
    document.body.append(section);
    fireEvent.click(within(mobile).getByRole('button', { name: 'Services' }));
    expect(section.scrollIntoView).toHaveBeenCalledOnce();
    expect(menuOpenWhenScrolled).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
    section.remove();
  });

  it('links to the home page sections from other pages', () => {
    renderAt('/admin');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/#about', '/#services', '/#testimonials', '/#contact']);
    expect(screen.getByRole('link', { name: /Bright Minds Executive Function Coaching/ }).getAttribute('href')).toBe('/');
  });

  it('has a mobile menu with the same items that closes after a choice', () => {
    renderAt('/admin');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Bright Minds Log In' }).getAttribute('href')).toBe(API_PATHS.signIn);
    fireEvent.click(within(mobile).getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

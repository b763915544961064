import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createPath, type Navigator } from '@app/kit/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE, type SiteInfo } from '@app/api/contract';
import { NO_SESSION_META, setSite } from '@app/kit/api';
import { LANDING_ROOT_ID, SITE_DATA_ID } from './document-ids';
import { LandingRoot } from './landing-root';
import { renderLandingDocument, renderLandingMarkup } from './server';

const site: SiteInfo = {
  ...DEFAULT_SITE,
  phone: '(555) 010-7788',
  address: '12 Elm Street, Springfield',
  testimonials: [{ text: 'Our son finally plans his week.', attribution: 'Parent of a 10th grader' }],
  privacyNote: 'Only the coach reads what you write here.',
  businessName: 'Bright Minds & Partners',
  shortName: 'Bright Minds',
  coachName: 'Dr. Sarah Mitchell',
  coachEmail: 'coach@example.com',
  coachPhotoUrl: '/mf/landing/coach-photo.svg',
  pricePerSession: 85,
};

const SHELL_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's generic description."
    />
    <title>Shell</title>
    <script type="module" crossorigin src="/assets/index-x.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/helper-x.js">
  </head>
  <body>
    <!-- app-start: for signed-in pages -->
    <link rel="preload" as="style" crossorigin href="/assets/main-x.css" />
    <link rel="modulepreload" crossorigin href="/assets/bootstrap-x.js" />
    <div id="boot-frame" aria-hidden="true"><header></header></div>
    <!-- /app-start -->
    <div id="root"></div>
  </body>
</html>`;

/** The landing page's own entry as its build writes it. */
const PAGE_ENTRY = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/mf/landing/page/assets/page-x.js"></script>
    <link rel="modulepreload" crossorigin href="/mf/landing/page/assets/shared-x.js">
  </head>
  <body></body>
</html>`;

/** A router that stays on '/': the landing page never navigates by itself. */
const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: () => {},
  replace: () => {},
  go: () => {},
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('renderLandingDocument', () => {
  const html = renderLandingDocument(SHELL_INDEX, PAGE_ENTRY, { site, publicUrl: 'https://coaching.example.com' });
  const parsed = new DOMParser().parseFromString(html, 'text/html');

  it('puts the landing page, headline and price into the HTML before #root', () => {
    const host = parsed.getElementById(LANDING_ROOT_ID);
    expect(host?.nextElementSibling?.nextElementSibling?.id).toBe('root');
    expect(host?.querySelector('h1')?.textContent).toBe('Unlock Your True Potential');
    expect(host?.textContent).toContain('$85');
    // The configured identity, not the defaults: the server renders what the site store was seeded with.
    expect(host?.querySelector('header')?.textContent).toContain('Bright Minds & Partners');
    for (const id of ['home', 'about', 'services', 'testimonials', 'contact']) {
      expect(host?.querySelector(`#${id}`), id).not.toBeNull();
    }
  });

  it('shows the contact details, the testimonials, and the privacy note and notice beside the form', () => {
    const host = parsed.getElementById(LANDING_ROOT_ID)!;
    const contact = host.querySelector('#contact')!;
    expect(contact.querySelector('a[href="mailto:coach@example.com"]')?.textContent).toBe('coach@example.com');
    expect(contact.querySelector('a[href="tel:5550107788"]')?.textContent).toBe('(555) 010-7788');
    expect(contact.textContent).toContain('12 Elm Street, Springfield');
    expect(contact.querySelector('#consultation-privacy')?.textContent).toContain(
      'Only the coach reads what you write here.',
    );
    expect(contact.querySelector('#consultation-privacy a[href="/privacy/families"]')?.textContent).toBe(
      'Read the privacy notice for families',
    );
    const quote = host.querySelector('#testimonials figure');
    expect(quote?.querySelector('blockquote')?.textContent).toBe('“Our son finally plans his week.”');
    expect(quote?.querySelector('figcaption')?.textContent).toBe('Parent of a 10th grader');
    // The hero prices an hour of 50-minute coaching; Services prices the session.
    expect(host.querySelector('#home')?.textContent).toContain('$85 per hour');
    expect(host.querySelector('#home')?.textContent).toContain('50-minute coaching');
    expect(host.querySelector('#services')?.textContent).toContain('per 50-minute session');
  });

  it('replaces the title and description instead of adding second ones', () => {
    expect(parsed.title).toBe('Unlock Your True Potential | Bright Minds & Partners');
    expect(parsed.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(parsed.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Neuropsychologically-based/,
    );
    expect(parsed.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://coaching.example.com/');
  });

  it("loads the page's own entry instead of the shell's scripts", () => {
    const scripts = [...parsed.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
    expect(scripts).toEqual(['/mf/landing/page/assets/page-x.js']);
    const preloads = [...parsed.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloads).toEqual(['/mf/landing/page/assets/shared-x.js']);
  });

  it('leaves out what only signed-in pages need, and links the stylesheet in the head', () => {
    expect(html).not.toContain('app-start');
    expect(parsed.getElementById('boot-frame')).toBeNull();
    expect(parsed.querySelector('link[href="/assets/bootstrap-x.js"]')).toBeNull();
    expect(parsed.querySelectorAll('link[href="/assets/main-x.css"]')).toHaveLength(1);
    expect(parsed.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/main-x.css');
  });

  it('tells the page the visitor holds no session, so it starts signed out', () => {
    const meta = parsed.querySelector(`meta[name="${NO_SESSION_META.name}"]`);
    expect(meta?.getAttribute('content')).toBe(NO_SESSION_META.content);
  });

  it('carries the identity it was rendered with and the JSON-LD', () => {
    expect(JSON.parse(parsed.getElementById(SITE_DATA_ID)?.textContent ?? '')).toEqual(site);
    const jsonLd = JSON.parse(parsed.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(jsonLd).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Bright Minds & Partners',
      priceRange: '$85',
    });
  });

  it('refuses a shell page it cannot place the landing page in or style it with, and an entry without a script', () => {
    const sheet = '<link rel="preload" as="style" crossorigin href="/assets/main-x.css" />';
    const context = { site, publicUrl: 'https://a.example' };
    expect(() =>
      renderLandingDocument(`<html><head><title>x</title>${sheet}</head><body></body></html>`, PAGE_ENTRY, context),
    ).toThrow(/no <div id="root"><\/div>/);
    expect(() =>
      renderLandingDocument(
        '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
        PAGE_ENTRY,
        context,
      ),
    ).toThrow(/preloads no stylesheet/);
    expect(() => renderLandingDocument(SHELL_INDEX, '<html><head></head></html>', context)).toThrow(/no module script/);
  });
});

describe('hydration', () => {
  it('hydrates the server markup without a mismatch, and the page then responds', async () => {
    const errors = vi.spyOn(console, 'error');
    const host = document.createElement('div');
    host.innerHTML = renderLandingMarkup(site);
    document.body.append(host);
    setSite(site);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(host, <LandingRoot location="/" navigator={navigator} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    const toggle = host.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]');
    expect(toggle).not.toBeNull();
    act(() => fireEvent.click(toggle!));
    expect(host.querySelector('nav[aria-label="Mobile"]')).not.toBeNull();
  });

  it('reports a mismatch (the check above can fail)', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderLandingMarkup({ ...site, businessName: 'Another Practice' });
    document.body.append(host);
    setSite(site);
    const recoverable = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(host, <LandingRoot location="/" navigator={navigator} />, {
        onRecoverableError: recoverable,
      });
    });
    // React patches text differences in development and reports them as an error.
    expect(recoverable.mock.calls.length + vi.mocked(console.error).mock.calls.length).toBeGreaterThan(0);
  });
});

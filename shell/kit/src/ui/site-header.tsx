import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { AUTH_PATHS } from '@app/api/contract/paths';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@app/kit/router';
import { useSite } from '@app/kit/api';
import { Brand, brandLinkClass, frameBarClass, frameRowClass } from './brand';
import { buttonClass } from './button';
import { cn } from './cn';
import { DropdownMenu } from './dropdown-menu';
import { preferredScrollBehavior } from './scroll-behavior';

/** The landing page's sections, in page order, with the ids the header scrolls to. */
export const SITE_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'services', label: 'Services' },
  { id: 'testimonials', label: 'Why Choose Us' },
  { id: 'contact', label: 'Contact' },
] as const;

/** How long a section chosen before it is on the page (its code still loading) is waited for. */
const SECTION_WAIT_MS = 5_000;

/** Stops waiting for the section chosen last, if it has not appeared yet. */
let stopWaitingForSection = (): void => {};

/**
 * Scrolls smoothly to a landing-page section (instantly when the user prefers reduced motion). A section not
 * on the page yet (its code still loading, as just after the app opens '/') is scrolled to once it appears.
 */
export function scrollToSection(id: string): void {
  stopWaitingForSection();
  const section = document.getElementById(id);
  if (section) return scrollIntoView(section);
  const observer = new MutationObserver(() => {
    const appeared = document.getElementById(id);
    if (!appeared) return;
    stopWaitingForSection();
    scrollIntoView(appeared);
  });
  const timer = setTimeout(() => stopWaitingForSection(), SECTION_WAIT_MS);
  stopWaitingForSection = () => {
    observer.disconnect();
    clearTimeout(timer);
    stopWaitingForSection = () => {};
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

function scrollIntoView(section: HTMLElement): void {
  section.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
}

/** The text of the single Quick Links entry: the business's short name followed by 'Log In'. */
export function loginLabel(shortName: string): string {
  return `${shortName} Log In`;
}

/**
 * The sticky header of the public pages and the admin screen. On '/' its buttons scroll to the page's
 * sections; elsewhere they link to '/#section'. The Quick Links menu holds the log-in link (a full-page
 * navigation to /api/login); on small screens a toggle shows the same items and closes after a choice.
 */
export function SiteHeader() {
  const site = useSite();
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileMenuId = useId();
  const navClass = buttonClass({ variant: 'ghost', size: 'sm' });
  const login = loginLabel(site.shortName);
  const scrollAfterClosing = useRef<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A section chosen in the mobile menu is scrolled to once the menu has closed: closing it shortens the
  // header, which would move the section scrolled to. The keyboard goes on at the menu's toggle, since the
  // chosen item went with the menu.
  useLayoutEffect(() => {
    if (menuOpen || !scrollAfterClosing.current) return;
    toggleRef.current?.focus({ preventScroll: true });
    scrollToSection(scrollAfterClosing.current);
    scrollAfterClosing.current = null;
  }, [menuOpen]);

  const sectionItem = (section: (typeof SITE_SECTIONS)[number], mobile: boolean) => {
    const className = cn(navClass, mobile && 'w-full justify-start');
    const done = () => setMenuOpen(false);
    if (onHome) {
      return (
        <button
          type="button"
          className={className}
          onClick={() => {
            if (!menuOpen) return scrollToSection(section.id);
            scrollAfterClosing.current = section.id;
            done();
          }}
        >
          {section.label}
        </button>
      );
    }
    return (
      <Link
        to={section.id === 'home' ? '/' : { pathname: '/', hash: `#${section.id}` }}
        className={className}
        onClick={done}
      >
        {section.label}
      </Link>
    );
  };

  return (
    <header className={frameBarClass}>
      <div className={frameRowClass}>
        {onHome ? (
          <button type="button" className={brandLinkClass} onClick={() => scrollToSection('home')}>
            <Brand />
          </button>
        ) : (
          <Link to="/" className={brandLinkClass}>
            <Brand />
          </Link>
        )}

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {SITE_SECTIONS.map((section) => (
            <span key={section.id}>{sectionItem(section, false)}</span>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <DropdownMenu
            trigger="Quick Links"
            variant="outline"
            size="sm"
            items={[{ label: login, href: AUTH_PATHS.signIn }]}
          />
          <button
            ref={toggleRef}
            type="button"
            className={cn(buttonClass({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id={mobileMenuId} aria-label="Mobile" className="border-t border-border px-4 pb-4 pt-2 md:hidden">
          <ul className="flex flex-col gap-1">
            {SITE_SECTIONS.map((section) => (
              <li key={section.id}>{sectionItem(section, true)}</li>
            ))}
            <li className="mt-2 border-t border-border pt-2">
              <p className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                Quick Links
              </p>
              <a
                href={AUTH_PATHS.signIn}
                className={cn(navClass, 'w-full justify-start')}
                onClick={() => setMenuOpen(false)}
              >
                {login}
              </a>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

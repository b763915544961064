import { useSite } from '@app/kit/api';
import { FOCUS_RING_FLUSH } from './focus-ring';

/** The practice's mark: the same square at the top of every page, public or signed in. */
export function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 20l7-7 7 7" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The logo and the practice's name, as every page top shows them. Phones show the short name, so the name is
 * never cut or wrapped out of the bar; wider screens show it whole.
 */
export function Brand() {
  const site = useSite();
  return (
    <>
      <LogoMark />
      <span className="hidden whitespace-nowrap sm:inline">{site.businessName}</span>
      <span className="whitespace-nowrap sm:hidden">{site.shortName}</span>
    </>
  );
}

/** The classes of the link or button holding {@link Brand}: a 44 px target with the kit's focus ring. */
export const brandLinkClass = `flex min-h-11 shrink-0 items-center gap-2 rounded-md text-left text-lg font-bold text-foreground ${FOCUS_RING_FLUSH}`;

/**
 * The classes of the sticky bar at the top of every page (public header and app frame alike). Solid: a blurred
 * see-through bar is blurred again on every frame drawn under it, as the page scrolls or changes.
 */
export const frameBarClass = 'sticky top-0 z-40 border-b border-border bg-white print:hidden';

/** The classes of the bar's inner row. */
export const frameRowClass = 'mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8';

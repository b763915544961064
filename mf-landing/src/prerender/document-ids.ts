/** Names shared by the server-rendered landing document and the code that hydrates it. */

/** The element holding the server-rendered landing page, placed just before the shell's #root. */
export const LANDING_ROOT_ID = 'landing-root';

/** The JSON script carrying the business identity the page was rendered with. */
export const SITE_DATA_ID = 'landing-site';

/**
 * Classes of the landing container. Signed-in visitors may receive the server-rendered landing page
 * at '/' before the shell routes them to their own page: once the shell shows any other page, the
 * stylesheet hides the container.
 */
export const LANDING_ROOT_CLASS = '[body:has(#root_[data-page]:not([data-page=LandingPage]))_&]:hidden';

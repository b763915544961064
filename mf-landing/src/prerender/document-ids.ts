/** Names shared by the server-rendered landing document and the code that hydrates it. */

/** The element holding the server-rendered landing page, placed just before the shell's (empty) #root. */
export const LANDING_ROOT_ID = 'landing-root';

/** The JSON script carrying the business identity the page was rendered with. */
export const SITE_DATA_ID = 'landing-site';

/** The page the container shows, marked as the shell marks the remote page it shows. */
export const LANDING_PAGE_MARK = 'data-remote="landing" data-page="LandingPage"';

/** Name of the service worker's cache of the signed-in user's last replies (shell/src/sw-current-user.ts). */
export const CURRENT_USER_CACHE = 'current-user';

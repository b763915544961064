/** Whether a path belongs to the API (its JSON routes) rather than to the site (pages and built files). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

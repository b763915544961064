import { ACCESS } from '../http/access.js';
import type { AnyRoute } from '../http/route.js';

/** One row of the access table. */
export interface RouteRow {
  method: string;
  path: string;
  access: string;
  who: string;
  rateLimit: string;
  summary: string;
}

/** The routes as rows: who may call what, with the rate limit that applies. */
export function routeRows(routes: readonly AnyRoute[]): RouteRow[] {
  return routes.map((route) => ({
    method: route.method,
    path: route.path,
    access: route.access,
    who: ACCESS[route.access],
    rateLimit: route.rateLimit ?? '',
    summary: route.summary,
  }));
}

/** The access table as aligned plain text, one route per line. */
export function formatRouteTable(routes: readonly AnyRoute[]): string {
  const rows = routeRows(routes);
  const header: RouteRow = {
    method: 'METHOD',
    path: 'PATH',
    access: 'ACCESS',
    who: 'WHO',
    rateLimit: 'LIMIT',
    summary: 'WHAT',
  };
  const columns: Array<keyof RouteRow> = ['method', 'path', 'access', 'rateLimit', 'summary'];
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: RouteRow) =>
    columns
      .map((column, index) => (index === columns.length - 1 ? row[column] : row[column].padEnd(widths[index]!)))
      .join('  ')
      .trimEnd();
  const legend = Object.entries(ACCESS).map(([name, who]) => `  ${name.padEnd(14)}${who}`);
  return [line(header), ...rows.map(line), '', 'Access:', ...legend].join('\n');
}

import { routes } from './index.js';
import { formatRouteTable } from './table.js';

/** `npm run routes -w api`: prints every API route with who may call it. */
process.stdout.write(`${formatRouteTable(routes)}\n`);

import { existsSync } from 'node:fs';
import path from 'node:path';
import { canSendEmail, type AppConfig } from './config.js';

/** What the start-up lines report. */
export interface BannerFacts {
  config: AppConfig;
  url: string;
  store: { kind: 'embedded' | 'mongodb'; location: string };
  secretsFile: string;
  newAdminPassword: string | null;
  /** API worker processes, when more than one serve the port. */
  workers?: number;
}

/** The lines `npm start` prints once the server listens: where it is, where data lives, what to do next. */
export function startupBanner(facts: BannerFacts): string {
  const { config } = facts;
  const frontendBuilt = existsSync(path.join(config.staticRoot, 'shell', 'dist', 'index.html'));
  const lines = [
    '',
    `  ${config.site.businessName} is running at ${facts.url}`,
    ...(facts.workers && facts.workers > 1 ? [`  Workers: ${facts.workers} processes share the port`] : []),
    facts.store.kind === 'embedded'
      ? `  Data: embedded store in ${facts.store.location}`
      : `  Data: MongoDB at ${facts.store.location}`,
    ...(existsSync(facts.secretsFile) ? [`  Generated secrets are kept in ${facts.secretsFile}`] : []),
    ...(facts.newAdminPassword ? [`  Admin password (first start, shown once): ${facts.newAdminPassword}`] : []),
    ...(canSendEmail(config) ? [] : ['  E-mail is off: sign-in links are written to this log.']),
    ...(frontendBuilt ? [] : ['  The web app is not built yet: run npm run build (the API works without it).']),
    '',
  ];
  return `${lines.join('\n')}\n`;
}

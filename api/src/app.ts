import Koa from 'koa';
import compose from 'koa-compose';
import { createServices, type ServiceOptions } from './appServices.js';
import type { AppConfig } from './config.js';
import { remoteNames } from './contract/remotes.js';
import { isApiPath } from './http/apiPath.js';
import type { AppContext } from './http/context.js';
import { buildRouter } from './http/router.js';
import { requestBody } from './middleware/bodyParser.js';
import { compression } from './middleware/compression.js';
import { errorHandler } from './middleware/errors.js';
import { landingDocument } from './middleware/landingDocument.js';
import { notFoundHandler } from './middleware/notFound.js';
import { rejectForeignOrigin } from './middleware/originCheck.js';
import { requestLogger } from './middleware/requestLog.js';
import { securityHeaders, shellStyleSources } from './middleware/securityHeaders.js';
import { sessions } from './middleware/session.js';
import { frontendFiles } from './middleware/frontendFiles.js';
import { routes } from './routes/index.js';
import type { Services } from './services/index.js';
import { errorFields, isClientGone } from './services/logger.js';

/** A Koa app with its services at hand (tests and start-up reach them here). */
export type App = Koa<AppContext['state']> & { services: Services; config: AppConfig };

/**
 * Builds the whole server as one Koa app: request log → JSON errors → security headers → compression →
 * cross-site refusal → JSON 404/405, then one of two branches by path. The API's: sessions → body parsing →
 * API routes (@koa/router; 405/501 for known paths with other methods). The site's: rendered landing page
 * (/, robots.txt, sitemap.xml) → built frontends. Neither branch runs the other's steps.
 * Each step is a named middleware; this file only composes them.
 */
export function createApp(config: AppConfig, services: Partial<Services> = {}, options: ServiceOptions = {}): App {
  // Behind proxies the client address is the entry TRUSTED_PROXY_HOPS from the right of X-Forwarded-For.
  const app = new Koa<AppContext['state']>({
    proxy: config.trustProxy,
    maxIpsCount: config.trustedProxyHops,
  }) as App;
  app.config = config;
  app.services = createServices(config, services, options);
  app.context.config = config;
  app.context.services = app.services;

  const router = buildRouter(routes, {
    coachEmails: config.coachEmails,
    rateLimit: (name, key) => app.services.rateLimiter.check(name, key),
  });
  const api = compose([
    sessions(app, { keys: config.sessionKeys, secure: config.production, maxAgeMs: config.sessionMaxAgeMs }),
    requestBody({ limit: config.bodyLimit, routes }),
    router.routes(),
    router.allowedMethods(),
  ]);
  const site = compose([
    landingDocument({ root: config.staticRoot }),
    frontendFiles({ root: config.staticRoot, remotes: remoteNames }),
  ]);

  app.use(requestLogger());
  app.use(errorHandler());
  app.use(securityHeaders({ production: config.production, styleSources: shellStyleSources(config.staticRoot) }));
  app.use(compression());
  app.use(rejectForeignOrigin({ publicUrl: config.publicUrl }));
  app.use(notFoundHandler());
  app.use(function byPath(ctx: Parameters<typeof api>[0], next: Koa.Next) {
    return isApiPath(ctx.path) ? api(ctx, next) : site(ctx, next);
  });

  // Errors after the reply started (a broken stream) reach here; everything else is answered above.
  app.on('error', (error: unknown) => {
    if (!isClientGone(error)) app.services.logger.error('unhandled server error', errorFields(error));
  });
  return app;
}

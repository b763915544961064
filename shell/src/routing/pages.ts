import type { exposes as adminExposes } from '../../../mf-admin/module-federation.config.ts';
import type { exposes as clientExposes } from '../../../mf-client/module-federation.config.ts';
import type { exposes as coachExposes } from '../../../mf-coach/module-federation.config.ts';
import type { exposes as landingExposes } from '../../../mf-landing/module-federation.config.ts';
import type { RemoteName } from '@app/kit/remotes';

type ExposedNames<E> = { [K in keyof E]: K extends `./${infer Name}` ? Name : never }[keyof E];

/** Every remote's exposed page names, read from the remotes' own federation configs. */
interface ExposedPages {
  landing: ExposedNames<typeof landingExposes>;
  admin: ExposedNames<typeof adminExposes>;
  coach: ExposedNames<typeof coachExposes>;
  client: ExposedNames<typeof clientExposes>;
}

/** A page: which remote serves it and under which exposed name (checked against the remote's config). */
export type PageRef = { [R in RemoteName]: { remote: R; module: ExposedPages[R] } }[RemoteName];

/** Builds a checked page reference. */
export function page<R extends RemoteName>(remote: R, module: ExposedPages[R]): PageRef {
  return { remote, module } as PageRef;
}

/**
 * The four micro-frontends, by the name each is served under (`/mf/<name>/remoteEntry.js`) and built from
 * (the `mf-<name>` workspace, which is how the build scripts find them).
 */
export const remoteNames = ['landing', 'admin', 'coach', 'client'] as const;

/** One of the remotes' names. */
export type RemoteName = (typeof remoteNames)[number];

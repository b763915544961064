/** The four remotes, by the name each is served under (`/mf/<name>/remoteEntry.js`). */
export const remoteNames = ['landing', 'admin', 'coach', 'client'] as const;

/** One of the remotes' names. */
export type RemoteName = (typeof remoteNames)[number];

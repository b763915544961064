/**
 * Who may call a route. The server is the authority: every route names one of these,
 * and the router enforces it before validation and before the handler runs.
 */
export const ACCESS = {
  /** Anyone, signed in or not. */
  public: 'anyone',
  /** Anyone signed in: the coach, a client or a guardian (who is signed in, signing out). */
  signedIn: 'a signed-in coach, client or guardian',
  /** Any signed-in coach or client; a guardian is refused. */
  user: 'a signed-in coach or client',
  /** A signed-in client, with or without a profile (profile set-up). */
  clientAccount: 'a signed-in client, profile optional',
  /** A signed-in client who has a profile. */
  client: 'a signed-in client with a profile',
  /** A signed-in coach. */
  coach: 'a signed-in coach',
  /** A signed-in guardian (a parent the coach linked to a student). */
  guardian: 'a signed-in guardian',
  /** A signed-in client with a profile, or a guardian (what a student shares with their family). */
  family: 'a signed-in client with a profile, or a guardian',
  /** The admin or a signed-in coach (live alerts). */
  staff: 'the admin or a signed-in coach',
  /** The admin or any signed-in user, acting on their own devices (web push). */
  device: 'the admin or a signed-in user (own devices)',
} as const;

export type Access = keyof typeof ACCESS;

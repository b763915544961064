/**
 * Who may call a route. The server is the authority: every route names one of these,
 * and the router enforces it before validation and before the handler runs.
 */
export const ACCESS = {
  /** Anyone, signed in or not. */
  public: 'anyone',
  /** Any signed-in coach or client. */
  user: 'a signed-in coach or client',
  /** A signed-in client, with or without a profile (profile set-up). */
  clientAccount: 'a signed-in client, profile optional',
  /** A signed-in client who has a profile. */
  client: 'a signed-in client with a profile',
  /** A signed-in coach. */
  coach: 'a signed-in coach',
  /** The admin or a signed-in coach (live alerts). */
  staff: 'the admin or a signed-in coach',
  /** The admin or any signed-in user, acting on their own devices (web push). */
  device: 'the admin or a signed-in user (own devices)',
} as const;

export type Access = keyof typeof ACCESS;

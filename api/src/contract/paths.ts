/** API paths that more than one side names; a path only one side uses is written where it is used. */
export const API_PATHS = {
  currentUser: '/api/auth/user',
  site: '/api/site',
  /** PUT: the coach's photo (image bytes); DELETE: back to the drawn portrait. */
  sitePhoto: '/api/site/photo',
  signIn: '/api/login',
  signOut: '/api/logout',
  consultationRequests: '/api/consultation-requests',
  consultationExport: '/api/consultation-requests/export',
  notifications: '/api/notifications',
  pushPublicKey: '/api/push/public-key',
  pushSubscribe: '/api/push/subscribe',
  activities: '/api/activities',
  myProgress: '/api/my-progress',
  /** GET: the one record or JSON null; POST: first save (409 once one exists); PUT: later saves (creates if missing). */
  orientation: '/api/orientation-responses',
  /** The list form of the orientation answers that My Reflections reads. */
  reflections: '/api/orientation-responses/reflections',
  plans: '/api/barriers-strategies',
  coachClients: '/api/coach/clients',
  /** Figures for the coach dashboard's stat cards. */
  coachStats: '/api/coach/stats',
  /** The dashboard's "Needs attention" list: its first students and how many there are. */
  needsAttention: '/api/coach/needs-attention',
  approvedEmails: '/api/coach/approved-emails',
  /** The coach's view of the access log (?clientId=&before=&limit=). */
  accessLog: '/api/coach/access-log',
  /** The signed-in student's own export. */
  myData: '/api/my-data',
} as const;

/** The paths of the booking API. */
export const SESSION_PATHS = {
  availability: '/api/coach/availability',
  slots: '/api/sessions/slots',
  sessions: '/api/sessions',
  coachSessions: '/api/coach/sessions',
  calendarFeed: '/api/calendar-feed',
  calendarFeedRotate: '/api/calendar-feed/rotate',
  /** The subscription itself: `/api/calendar/{token}.ics`. */
  calendar: '/api/calendar',
} as const;

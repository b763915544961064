/** Where each privacy notice is read (public pages, the same for everyone), apart from their wording. */
export const PRIVACY_PATHS = { families: '/privacy/families', students: '/privacy/students' } as const;

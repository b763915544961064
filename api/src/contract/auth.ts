import { z } from 'zod';
import { LIMITS } from './constants.js';
import { emailField } from './fields.js';
import type { Role } from './roles.js';

/** Admin log-in with the shared password. */
export const adminLoginSchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.password),
});
export type AdminLoginPayload = z.infer<typeof adminLoginSchema>;

/** Request for an e-mailed sign-in link. */
export const signInLinkRequestSchema = z.strictObject({ email: emailField() });

const signInToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'Invalid sign-in link');

/** Following a sign-in link (GET shows its confirmation page). */
export const signInVerifyQuerySchema = z.strictObject({ token: signInToken });

/** The confirmation page's form, which redeems the link (POST). */
export const signInRedeemSchema = z.strictObject({ token: signInToken });

/** The reply of GET /api/auth/user. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  isCoach: boolean;
  isClient: boolean;
  clientProfile: { id: string; studentFirstName: string; studentLastName: string } | null;
}

/** Told to a request for an e-mailed link while the practice signs people in through its identity provider. */
export const SIGN_IN_THROUGH_PROVIDER = 'Sign in through the practice’s identity provider at /api/login';

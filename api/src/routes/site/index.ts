import { z } from 'zod';
import { API_PATHS, practiceProfileSchema } from '../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import { coachProfile, removePhoto, saveSite, servePhoto, siteInfo, uploadPhoto } from './site.js';

/** An uploaded photo's file name: its content hash and the format it is stored in. */
const photoParams = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9_-]{22}\.webp$/, 'Unknown photo'),
});

/** The practice's profile: read by the public pages, edited by the coach. */
export const siteRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.site,
    access: 'public',
    summary: 'The practice profile: names, photo, credentials, contact, price, testimonials, privacy note',
    handler: (ctx) => siteInfo(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.practiceProfile,
    access: 'coach',
    summary: 'The practice profile as the coach edits it, with the meeting link the public pages leave out',
    handler: (ctx) => coachProfile(ctx),
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.site,
    access: 'coach',
    summary: 'Save the practice profile (all but the photo) and the meeting link',
    body: practiceProfileSchema,
    handler: (ctx, { body }) => saveSite(ctx, body),
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.sitePhoto,
    access: 'coach',
    summary: 'Upload the coach’s photo (JPEG, PNG or WebP up to 5 MB; resized and stored by the server)',
    handler: (ctx) => uploadPhoto(ctx),
  }),
  defineRoute({
    method: 'DELETE',
    path: API_PATHS.sitePhoto,
    access: 'coach',
    summary: 'Remove the uploaded photo (back to the drawn portrait)',
    handler: (ctx) => removePhoto(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.sitePhotoFile.pattern,
    access: 'public',
    summary: 'An uploaded photo by its content hash',
    params: photoParams,
    handler: (ctx, { params }) => servePhoto(ctx, params.name),
  }),
];

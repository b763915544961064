import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE, loadConfig } from '../../config.js';
import { API_PATHS, DRAWN_PORTRAIT_URL, type PracticeProfileInput, type SiteInfo } from '../../contract/index.js';
import { PracticePhoto, PracticeProfile } from '../../models/practiceProfile.js';
import {
  adminAgent,
  createAgent,
  signInAs,
  startTestServer,
  SVG_WITH_SCRIPT,
  testImage,
  type Agent,
  type TestServer,
} from '../../../test/index.js';

const FIRST_START: SiteInfo = {
  ...DEFAULT_SITE,
  businessName: 'Northstar Learning',
  shortName: 'Northstar',
  coachName: 'Dr. Ada Rivera',
  coachEmail: 'ada@northstar.example',
  coachPhotoUrl: 'https://cdn.example/ada.jpg',
  pricePerSession: 95,
};

const EDITED: PracticeProfileInput = {
  businessName: 'Northstar Learning Studio',
  shortName: 'Northstar',
  coachName: 'Dr. Ada Rivera',
  coachEmail: 'hello@northstar.example',
  phone: '(555) 010-7788',
  address: '12 Elm Street, Springfield',
  pricePerSession: 110,
  degrees: [
    { degree: 'PhD in Educational Psychology', institution: 'University of Michigan' },
    { degree: 'MA in School Psychology', institution: '' },
  ],
  licence: 'Licensed Psychologist, Michigan #6301',
  yearsExperience: 14,
  testimonials: [
    { text: 'Our son finally plans his week.', attribution: 'Parent of a 10th grader', consent: true },
    { text: 'I stopped pulling all-nighters.', attribution: 'College sophomore', consent: true },
  ],
  privacyNote: 'Only the coach reads this; it is deleted on request.',
};

let server: TestServer;
let coach: Agent;
beforeAll(async () => {
  server = await startTestServer({ config: { site: FIRST_START } });
  coach = (await signInAs(server, { email: 'coach@example.com', role: 'coach' })).agent;
});
afterAll(() => server?.close());
beforeEach(async () => {
  await PracticeProfile.deleteMany({});
  await PracticePhoto.deleteMany({});
});

const putPhoto = (agent: Agent, bytes: Buffer, type = 'image/png') =>
  agent.put(API_PATHS.sitePhoto, undefined, { raw: bytes, headers: { 'content-type': type } });

describe('GET /api/site', () => {
  it("gives the practice's profile to anyone, from the SITE_* settings until the coach edits it", async () => {
    const response = await createAgent(server.url).get(API_PATHS.site);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(FIRST_START);
  });

  it('reads SITE_* variables, with defaults for the ones unset', () => {
    const config = loadConfig({ SITE_BUSINESS_NAME: 'Northstar Learning', SITE_PRICE: '95' });
    expect(config.site).toEqual({ ...DEFAULT_SITE, businessName: 'Northstar Learning', pricePerSession: 95 });
    expect(loadConfig({}).site.pricePerSession).toBe(85);
  });
});

describe('PUT /api/site', () => {
  it('saves the profile for the coach; the public reply shows it and the settings no longer apply', async () => {
    const saved = await coach.put(API_PATHS.site, EDITED);
    expect(saved.status).toBe(200);
    const expected: SiteInfo = {
      ...EDITED,
      coachPhotoUrl: FIRST_START.coachPhotoUrl,
      pricePerSession: 110,
      testimonials: EDITED.testimonials!.map(({ text, attribution }) => ({ text, attribution })),
    } as SiteInfo;
    // The coach's reply carries the meeting link; the public one never does.
    expect(saved.json()).toEqual({ ...expected, meetingUrl: '' });
    expect((await createAgent(server.url).get(API_PATHS.site)).json()).toEqual(expected);
    server.config.site = { ...FIRST_START, businessName: 'Changed Setting' };
    expect((await createAgent(server.url).get(API_PATHS.site)).json<SiteInfo>().businessName).toBe(
      'Northstar Learning Studio',
    );
    server.config.site = FIRST_START;
  });

  it('takes any price in dollars and cents, 19.99 and 4.35 included', async () => {
    for (const price of [19.99, 4.35, 85]) {
      const saved = await coach.put(API_PATHS.site, { ...EDITED, pricePerSession: price });
      expect(saved.status, String(price)).toBe(200);
      expect(saved.json<SiteInfo>().pricePerSession).toBe(price);
    }
    await coach.put(API_PATHS.site, EDITED);
  });

  it('refuses a testimonial without consent, naming it, and changes nothing', async () => {
    const response = await coach.put(API_PATHS.site, {
      ...EDITED,
      testimonials: [{ text: 'Great', attribution: 'A parent', consent: false }],
    });
    expect(response.status).toBe(400);
    expect(response.json().message).toBe(
      'testimonials.0.consent: Confirm you have permission to publish this testimonial',
    );
    expect((await createAgent(server.url).get(API_PATHS.site)).json<SiteInfo>().testimonials).toEqual([]);
  });

  it('refuses bad fields with a 400 naming each', async () => {
    const cases: Array<[Partial<PracticeProfileInput> & Record<string, unknown>, string]> = [
      [{ coachEmail: 'not-an-address' }, 'coachEmail: Please enter a valid email address'],
      [{ phone: 'call me' }, 'phone: Please enter a valid phone number'],
      [{ pricePerSession: 0 }, 'pricePerSession: Price must be more than 0'],
      [{ pricePerSession: 19.999 }, 'pricePerSession: Price must be in whole cents'],
      [{ yearsExperience: 2.5 }, 'yearsExperience: Years of experience must be a whole number'],
      [{ businessName: '  ' }, 'businessName: Practice name is required'],
      [{ privacyNote: '' }, 'privacyNote: Privacy note is required'],
      [
        {
          testimonials: [1, 2, 3, 4].map(() => ({ text: 'Good', attribution: 'Parent', consent: true as const })),
        },
        'testimonials: At most 3 testimonials',
      ],
      [{ coachPhotoUrl: 'javascript:alert(1)' }, 'body: Unknown field: coachPhotoUrl'],
    ];
    for (const [change, message] of cases) {
      const response = await coach.put(API_PATHS.site, { ...EDITED, ...change });
      expect(response.status, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('is for the coach only', async () => {
    expect((await createAgent(server.url).put(API_PATHS.site, EDITED)).status).toBe(401);
    expect((await (await adminAgent(server)).put(API_PATHS.site, EDITED)).status).toBe(401);
    const student = await signInAs(server, { email: 'student@example.com', role: 'client', profile: true });
    expect((await student.agent.put(API_PATHS.site, EDITED)).status).toBe(403);
    expect((await createAgent(server.url).get(API_PATHS.site)).json<SiteInfo>().businessName).toBe(
      'Northstar Learning',
    );
  });
});

describe('PUT /api/site/photo', () => {
  it('resizes and stores an uploaded photo, served at its own URL, then back to the drawn portrait', async () => {
    const response = await putPhoto(coach, await testImage(1200, 1200, 'jpeg'), 'image/jpeg');
    expect(response.status).toBe(200);
    const url = response.json<SiteInfo>().coachPhotoUrl;
    expect(url).toMatch(/^\/api\/site\/photo\/[A-Za-z0-9_-]{22}\.webp$/);
    expect((await createAgent(server.url).get(API_PATHS.site)).json<SiteInfo>().coachPhotoUrl).toBe(url);

    const photo = await createAgent(server.url).get(url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(photo.body).metadata()).toMatchObject({ format: 'webp', width: 960, height: 1200 });

    // A new photo replaces the old one, whose URL is gone.
    const second = (await putPhoto(coach, await testImage(800, 600, 'webp'), 'image/webp')).json<SiteInfo>();
    expect(second.coachPhotoUrl).not.toBe(url);
    expect((await createAgent(server.url).get(url)).status).toBe(404);

    const removed = await coach.delete(API_PATHS.sitePhoto);
    expect(removed.json<SiteInfo>().coachPhotoUrl).toBe(DRAWN_PORTRAIT_URL);
    expect((await createAgent(server.url).get(second.coachPhotoUrl)).status).toBe(404);
  });

  it('refuses an SVG with a script, text sent as an image, and a non-image content type, storing nothing', async () => {
    const svg = await putPhoto(coach, SVG_WITH_SCRIPT, 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect(svg.json().message).toBe('photo: The photo must be a JPEG, PNG or WebP image');
    const text = await putPhoto(coach, Buffer.from('hello, not a picture'), 'image/png');
    expect(text.status).toBe(400);
    expect(text.json().message).toBe('photo: The photo must be a JPEG, PNG or WebP image');
    const json = await coach.put(API_PATHS.sitePhoto, { url: 'https://example.com/me.png' });
    expect(json.status).toBe(415);
    expect(await PracticePhoto.countDocuments()).toBe(0);
    expect((await createAgent(server.url).get(API_PATHS.site)).json<SiteInfo>().coachPhotoUrl).toBe(
      FIRST_START.coachPhotoUrl,
    );
  });

  it('refuses a file over 5 MB with a 413 naming the photo', async () => {
    const big = Buffer.concat([await testImage(100, 100, 'png'), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await putPhoto(coach, big);
    expect(response.status).toBe(413);
    expect(response.json().message).toBe('photo: The photo must be at most 5 MB');
    expect(await PracticePhoto.countDocuments()).toBe(0);
  });

  it('is for the coach only', async () => {
    const image = await testImage(300, 300);
    expect((await putPhoto(createAgent(server.url), image)).status).toBe(401);
    const student = await signInAs(server, { email: 'photo.student@example.com', role: 'client', profile: true });
    expect((await putPhoto(student.agent, image)).status).toBe(403);
    expect((await student.agent.delete(API_PATHS.sitePhoto)).status).toBe(403);
    expect(await PracticePhoto.countDocuments()).toBe(0);
  });

  it('answers 404 for an unknown photo and 400 for a malformed name', async () => {
    expect((await createAgent(server.url).get(API_PATHS.sitePhotoFile(`${'a'.repeat(22)}.webp`))).status).toBe(404);
    expect((await createAgent(server.url).get('/api/site/photo/..%2Fsecret')).status).toBe(400);
  });
});

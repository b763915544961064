// The practice profile in Chromium: the coach edits names, contact, credentials, price, testimonials, the privacy
// note and the photo in the app, and a fresh visitor sees them on the server-rendered '/' and in its JSON-LD.
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { capture, captureAtBothWidths } from '../harness/browser.ts';
import { COACH_EMAIL, ownProduct, test as base, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { signIn } from '../harness/sign-in.ts';
import { DESKTOP, expectToast, PHONE } from './admin-helpers.ts';

// A product of the file's own: the profile it edits is on every public page other files read.
const test = base.extend<{ $file: { product: Product } }>({ product: ownProduct() });

describe('the practice profile', () => {
  test(
    'the coach edits the profile and a fresh visitor sees the photo, contact and testimonials on the rendered /',
    async ({ browser, product }) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      await signIn(context, product, COACH_EMAIL);
      const page = await context.newPage();
      await page.goto(`${product.url}/practice-profile`);
      await waitForPage(page, 'coach', 'PracticeProfile');
      await page.getByRole('heading', { level: 1, name: 'Practice profile' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Coach' }).getByRole('link', { name: 'Practice profile' }).getAttribute('aria-current')).toBe('page');

      // The photo: a real JPEG, checked, resized and stored by the server.
      const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
      await page.getByLabel('Upload a photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await expectToast(page, 'Photo Updated', 'The public pages now show your photo.');
      await expect.poll(() => page.locator('[data-coach-photo]').getAttribute('src')).toMatch(/^\/api\/site\/photo\/[\w-]{22}\.webp$/);
      const photoUrl = (await page.locator('[data-coach-photo]').getAttribute('src'))!;

      // An SVG is refused with the server's reason.
      await page.getByLabel('Upload a photo').setInputFiles({
        name: 'me.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      });
      await expectToast(page, 'Photo Not Saved', 'The photo must be a JPEG, PNG or WebP image', true);

      await page.getByLabel('Coach name').fill('Dr. Maria Lopez');
      await page.getByLabel('Institution of degree 1').fill('University of Michigan');
      await page.getByLabel('Licence or certification (optional)').fill('Licensed Psychologist, Michigan #6301');
      await page.getByLabel('Years of experience').fill('14');
      await page.getByLabel('Contact e-mail').fill('hello@lopez-coaching.example');
      await page.getByLabel('Phone (optional)').fill('(555) 010-7788');
      await page.getByLabel('Address (optional)').fill('12 Elm Street, Springfield');
      await page.getByLabel('Price per 50-minute session (US dollars)').fill('95');
      // The meeting link: only https, said beside the field; never on the public pages.
      const meetingLink = page.getByLabel('Meeting link (https://…)');
      expect(await page.locator(`#${await meetingLink.getAttribute('aria-describedby')}`).innerText()).toContain(
        'Zoom, Google Meet or Teams link used for online sessions',
      );
      await meetingLink.fill('http://zoom.us/j/8512345678');
      await page.getByRole('button', { name: 'Add a testimonial' }).click();
      await page.getByLabel('Testimonial 1', { exact: true }).fill('Our son finally plans his week on Sundays.');
      await page.getByLabel('Attribution of testimonial 1').fill('Parent of a 10th grader');
      // Without consent the testimonial is refused, beside the box.
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText('Confirm you have permission to publish this testimonial').waitFor();
      await page.getByText('Meeting link must start with https://').waitFor();
      await meetingLink.fill('https://zoom.us/j/8512345678?pwd=secret');
      await page.getByLabel('I have permission to publish testimonial 1').check();
      await page.getByLabel('Shown beside the consultation form').fill('Only the coach reads this, and it is deleted on request.');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expectToast(page, 'Profile Saved', 'The public pages now show your practice profile.');
      await page.reload();
      await waitForPage(page, 'coach', 'PracticeProfile');
      expect(await page.getByLabel('Meeting link (https://…)').inputValue()).toBe('https://zoom.us/j/8512345678?pwd=secret');

      await captureAtBothWidths(page, 'practice-profile/editor');
      await context.close();

      // A fresh visitor: the server-rendered document already carries it all, before any script runs.
      const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
      const visit = await visitor.newPage();
      const response = await visit.goto(`${product.url}/`);
      const html = await response!.text();
      expect(html).toContain(`src="${photoUrl}"`);
      expect(html).toContain('alt="Photo of Dr. Maria Lopez"');
      expect(html).toContain('href="mailto:hello@lopez-coaching.example"');
      expect(html).toContain('(555) 010-7788');
      expect(html).toContain('Our son finally plans his week on Sundays.');
      expect(html).toContain('Parent of a 10th grader');
      expect(html).toContain('Only the coach reads this, and it is deleted on request.');
      expect(html).not.toContain('zoom.us');
      expect(html).toContain('PhD in Educational Psychology');
      expect(html).toContain('University of Michigan');
      // The hero's price card, as the spec has it, at the profile's price.
      expect(html).toMatch(/\$95<\/span>[^$]{0,80}per hour/);
      expect(html).toMatch(/50(<!-- -->)?-minute coaching/);
      const jsonLd = JSON.parse(await visit.locator('script[type="application/ld+json"]').textContent() ?? '{}');
      expect(jsonLd).toMatchObject({
        email: 'hello@lopez-coaching.example',
        telephone: '(555) 010-7788',
        address: '12 Elm Street, Springfield',
        image: `${product.url}${photoUrl}`,
        founder: { name: 'Dr. Maria Lopez', alumniOf: [{ name: 'University of Michigan' }] },
      });
      expect(jsonLd.makesOffer).toContainEqual(expect.objectContaining({ price: '95' }));
      const photo = await visitor.request.get(`${product.url}${photoUrl}`);
      expect(photo.headers()['content-type']).toBe('image/webp');
      await visitor.close();

      // With scripts, the hydrated page shows the same and stays accessible.
      const reader = await browser.newContext();
      const landing = await reader.newPage();
      for (const [name, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await landing.setViewportSize(viewport);
        await landing.goto(`${product.url}/`);
        await waitForPage(landing, 'landing', 'LandingPage');
        await landing.getByRole('heading', { name: 'What Families Say' }).waitFor();
        await landing.locator('#contact').scrollIntoViewIfNeeded();
        await capture(landing, `practice-profile/landing-${name}`, { fullPage: true });
      }
      await reader.close();
    },
    240_000,
  );
});

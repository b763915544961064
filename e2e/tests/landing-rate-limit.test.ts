import { describe, expect } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { buildRequest } from '../harness/factories.ts';
import { test, waitForPage } from '../harness/fixtures.ts';
import {
  expectToast,
  fillForm,
  formField,
  submitButton,
  visitorEntry,
  waitUntilInteractive,
} from './landing-helpers.ts';

// The limit counts each address apart, and this test's browser context has an address of its own: using it up
// does not touch the other tests.
describe('the consultation form when the server limits submissions', () => {
  test('a 429 shows the server’s reason and keeps the form filled', async ({ page, product }) => {
    await page.goto(`${product.url}/`);
    await waitForPage(page, 'landing', 'LandingPage');
    await waitUntilInteractive(page);

    // Use up this address's allowance through the API, as repeated submissions would.
    let status = 0;
    for (let sent = 0; status !== 429; sent++) {
      if (sent > 50) throw new Error('The server never limited consultation requests');
      const response = await page.request.post(`${product.url}${API_PATHS.requestConsultation}`, {
        data: buildRequest({ studentFirstName: `Filler${sent}`, email: `filler${sent}@example.com` }),
      });
      status = response.status();
      if (status !== 429) expect(status).toBe(201);
    }

    const entry = visitorEntry('Limited');
    await fillForm(page, entry);
    await submitButton(page).click();
    await expectToast(
      page,
      'Submission Failed',
      'Too many consultation requests from this address. Please try again later or contact us directly.',
      true,
    );
    expect(await formField(page, 'Student First Name').inputValue()).toBe(entry.studentFirstName);
    expect(await page.getByText('Form Submitted Successfully!').count()).toBe(0);
  });
});

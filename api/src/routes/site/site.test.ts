import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE, loadConfig } from '../../config.js';
import { createAgent, startTestServer, type TestServer } from '../../../test/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: {
      site: {
        businessName: 'Northstar Learning',
        shortName: 'Northstar',
        coachName: 'Dr. Ada Rivera',
        coachEmail: 'ada@northstar.example',
        coachPhotoUrl: 'https://cdn.example/ada.jpg',
        pricePerSession: 95,
      },
    },
  });
});
afterAll(() => server?.close());

describe('GET /api/site', () => {
  it("gives the practice's public identity to anyone", async () => {
    const response = await createAgent(server.url).get('/api/site');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      businessName: 'Northstar Learning',
      shortName: 'Northstar',
      coachName: 'Dr. Ada Rivera',
      coachEmail: 'ada@northstar.example',
      coachPhotoUrl: 'https://cdn.example/ada.jpg',
      pricePerSession: 95,
    });
  });

  it('reads SITE_* variables, with defaults for the ones unset', () => {
    const config = loadConfig({ SITE_BUSINESS_NAME: 'Northstar Learning', SITE_PRICE: '95' });
    expect(config.site).toEqual({ ...DEFAULT_SITE, businessName: 'Northstar Learning', pricePerSession: 95 });
    expect(loadConfig({}).site.pricePerSession).toBe(85);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/paths.js';
import { createAgent, startTestServer, type TestServer } from '../../../test/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/health', () => {
  it('says the server is up on the embedded store', async () => {
    const response = await createAgent(server.url).get(API_PATHS.health);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', store: 'embedded' });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('names MongoDB when MONGODB_URI is configured', async () => {
    const original = server.config.mongodbUri;
    server.config.mongodbUri = 'mongodb://db.example.com:27017/coaching';
    try {
      const response = await createAgent(server.url).get(API_PATHS.health);
      expect(response.json()).toEqual({ status: 'ok', store: 'mongodb' });
    } finally {
      server.config.mongodbUri = original;
    }
  });
});

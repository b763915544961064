import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../contract/paths.js';
import { browserKeys } from '../../../../test/index.js';
import { User } from '../../../models/index.js';
import { startWorld, type World } from '../test/world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.close());

describe('/api/reminder-settings', () => {
  it('is for students with a profile', async () => {
    expect((await world.anonymous.get(API_PATHS.reminderSettings)).status).toBe(401);
    expect((await world.coach.agent.get(API_PATHS.reminderSettings)).status).toBe(403);
    expect((await world.newClient.agent.put(API_PATHS.reminderSettings, { email: false })).status).toBe(403);
  });

  it('starts with e-mail on and no device, and keeps each student’s choice apart', async () => {
    const read = await world.clientA.agent.get(API_PATHS.reminderSettings);
    expect(read.status).toBe(200);
    expect(read.json()).toEqual({ email: true, pushEndpoints: [], timeZone: null });

    const saved = await world.clientA.agent.put(API_PATHS.reminderSettings, { email: false });
    expect(saved.json()).toEqual({ email: false, pushEndpoints: [], timeZone: null });
    expect((await world.clientA.agent.get(API_PATHS.reminderSettings)).json()).toMatchObject({ email: false });
    expect((await world.clientB.agent.get(API_PATHS.reminderSettings)).json()).toMatchObject({ email: true });
  });

  it('lists the devices where the student turned push on, and a device another student takes over leaves', async () => {
    const endpoint = 'https://push.example.com/send/device-1';
    const { keys } = browserKeys();
    expect((await world.clientA.agent.post(API_PATHS.pushSubscribe, { endpoint, keys })).status).toBe(201);
    expect((await world.clientA.agent.get(API_PATHS.reminderSettings)).json().pushEndpoints).toEqual([endpoint]);

    // Ben cannot remove Ada's device, but turning push on in the same browser makes it his.
    await world.clientB.agent.delete(API_PATHS.pushSubscribe, { endpoint });
    expect((await world.clientA.agent.get(API_PATHS.reminderSettings)).json().pushEndpoints).toEqual([endpoint]);
    await world.clientB.agent.post(API_PATHS.pushSubscribe, { endpoint, keys });
    expect((await world.clientA.agent.get(API_PATHS.reminderSettings)).json().pushEndpoints).toEqual([]);
    expect((await world.clientB.agent.get(API_PATHS.reminderSettings)).json().pushEndpoints).toEqual([endpoint]);

    expect((await world.clientB.agent.delete(API_PATHS.pushSubscribe, { endpoint })).status).toBe(200);
    expect((await world.clientB.agent.get(API_PATHS.reminderSettings)).json().pushEndpoints).toEqual([]);
  });

  it('refuses a body that is not a yes or no, and changes nothing', async () => {
    await world.clientB.agent.put(API_PATHS.reminderSettings, { email: true });
    for (const body of [{}, { email: 'no' }, { email: false, extra: 1 }]) {
      const response = await world.clientB.agent.put(API_PATHS.reminderSettings, body);
      expect(response.status).toBe(400);
      expect(response.json().message).toMatch(/email|extra|Unrecognized/);
    }
    expect((await User.findById(world.clientB.userId).lean())?.reminderEmails).toBe(true);
  });
});

describe('/api/reminder-settings/time-zone', () => {
  it('is for students with a profile', async () => {
    const body = { timeZone: 'Europe/Paris' };
    expect((await world.anonymous.put(API_PATHS.reminderTimeZone, body)).status).toBe(401);
    expect((await world.coach.agent.put(API_PATHS.reminderTimeZone, body)).status).toBe(403);
    expect((await world.newClient.agent.put(API_PATHS.reminderTimeZone, body)).status).toBe(403);
  });

  it('keeps the zone of the student’s device in its canonical spelling, for that student only', async () => {
    const saved = await world.clientA.agent.put(API_PATHS.reminderTimeZone, { timeZone: 'america/los_angeles' });
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({ timeZone: 'America/Los_Angeles' });
    expect((await world.clientA.agent.get(API_PATHS.reminderSettings)).json().timeZone).toBe('America/Los_Angeles');
    expect((await world.clientB.agent.get(API_PATHS.reminderSettings)).json().timeZone).toBeNull();
  });

  it('refuses what is not a time zone, and changes nothing', async () => {
    await world.clientB.agent.put(API_PATHS.reminderTimeZone, { timeZone: 'Europe/Paris' });
    for (const body of [{}, { timeZone: 'Mars/Olympus' }, { timeZone: 7 }, { timeZone: `Europe/${'x'.repeat(64)}` }]) {
      const response = await world.clientB.agent.put(API_PATHS.reminderTimeZone, body);
      expect(response.status).toBe(400);
      expect(response.json().message).toBe('timeZone: timeZone must be an IANA time zone, e.g. America/New_York');
    }
    expect((await world.clientB.agent.put(API_PATHS.reminderTimeZone, { timeZone: 'UTC', extra: 1 })).status).toBe(400);
    expect((await User.findById(world.clientB.userId).lean())?.timeZone).toBe('Europe/Paris');
  });
});

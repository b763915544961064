import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CARD_PLANS, CARD_TEXT_MAX, type CoachClientCard } from '../../../contract/index.js';
import { ClientProfile, Plan } from '../../../models/index.js';
import { startWorld, type World } from '../../client/test/world.js';

const DAY = 86_400_000;
let world: World;
/** The profiles this file adds, newest first. */
const added: string[] = [];

/** The `rel="next"` target of a reply's Link header, or null. */
function nextLink(reply: { headers: Headers }): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(reply.headers.get('link') ?? '')?.[1] ?? null;
}

/** Every page of a list, following the Link headers: each page's ids. */
async function allPages(first: string): Promise<string[][]> {
  const pages: string[][] = [];
  for (let url: string | null = first; url; ) {
    const reply = await world.coach.agent.get(url);
    expect(reply.status, reply.text()).toBe(200);
    pages.push(reply.json<CoachClientCard[]>().map((client) => client.id));
    url = nextLink(reply);
  }
  return pages;
}

beforeAll(async () => {
  world = await startWorld();
  // Twelve students who joined a day apart, from 10 days ago; every third one deactivated. The last two share
  // one moment, which the id orders (paged-11 before paged-10).
  const joined = (n: number) => new Date(Date.now() - (10 + Math.min(n, 10)) * DAY);
  const profiles = Array.from({ length: 12 }, (_, n) => ({
    _id: `paged-${String(n).padStart(2, '0')}`,
    userId: `paged-user-${n}`,
    studentFirstName: n === 4 ? 'Mary Ann' : `Pat${n}`,
    studentLastName: n === 4 ? 'Smith-Jones' : 'Paged',
    gradeLevel: n % 2 === 0 ? '9th Grade' : 'College Junior',
    parentName: n === 7 ? 'Rosalind (Roz) O’Neil' : `Parent${n}`,
    phone: '',
    challenges: n === 0 ? 'word '.repeat(200) : '',
    goals: '',
    notes: 'private to the coach',
    isActive: n % 3 !== 2,
    createdAt: joined(n),
    updatedAt: joined(n),
  }));
  await ClientProfile.collection.insertMany(profiles as never[]);
  added.push(
    ...[...profiles]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b._id.localeCompare(a._id))
      .map((profile) => profile._id),
  );
  // Pat0 made five plans.
  await Plan.collection.insertMany(
    Array.from({ length: 5 }, (_, p) => ({
      _id: `paged-plan-${p}`,
      clientId: 'paged-00',
      selectedGoal: `Goal ${p + 1}`,
      reassessmentDate: null,
      reassessments: [],
      createdAt: new Date(Date.now() - (5 - p) * DAY),
      updatedAt: new Date(Date.now() - (5 - p) * DAY),
    })) as never[],
  );
});
afterAll(() => world.close());

describe('GET /api/coach/clients, page by page', () => {
  it('sends 50 a page by default, newest first, with a Link to the next page while more follow', async () => {
    const everyone = [world.clientB.profileId!, world.clientA.profileId!].sort();
    const pages = await allPages(`${API_PATHS.coachClients}?limit=5`);
    expect(pages.map((page) => page.length)).toEqual([5, 5, 4]);
    const ids = pages.flat();
    expect(new Set(ids).size).toBe(14);
    // The two students of the world joined today; then this file's, newest first (ties by id).
    expect(ids.slice(0, 2).sort()).toEqual(everyone);
    expect(ids.slice(2)).toEqual(added);

    const whole = await world.coach.agent.get(API_PATHS.coachClients);
    expect(whole.json<CoachClientCard[]>()).toHaveLength(14);
    expect(nextLink(whole)).toBeNull();
  });

  it('keeps the size, search and status in the next page’s link', async () => {
    const reply = await world.coach.agent.get(`${API_PATHS.coachClients}?limit=2&q=paged&status=active`);
    const next = nextLink(reply)!;
    const url = new URL(next, 'http://x');
    expect(url.pathname).toBe(API_PATHS.coachClients);
    expect(url.searchParams.get('limit')).toBe('2');
    expect(url.searchParams.get('q')).toBe('paged');
    expect(url.searchParams.get('status')).toBe('active');
    expect(url.searchParams.get('before')).toMatch(/^[A-Za-z0-9_-]+$/);
    const pages = await allPages(`${API_PATHS.coachClients}?limit=2&q=paged&status=active`);
    expect(pages.flat()).toEqual(added.filter((id) => !['paged-02', 'paged-05', 'paged-08', 'paged-11', 'paged-04'].includes(id)));
  });

  it('searches the full student name, grade level and parent name on the server, ignoring case', async () => {
    const search = async (q: string) =>
      (await world.coach.agent.get(`${API_PATHS.coachClients}?q=${encodeURIComponent(q)}`))
        .json<CoachClientCard[]>()
        .map((client) => `${client.studentFirstName} ${client.studentLastName}`);
    expect(await search('ada LOVE')).toEqual(['Ada Lovelace']);
    // Across the space between first and last name, and within a name that has a space of its own.
    expect(await search('ann smith-j')).toEqual(['Mary Ann Smith-Jones']);
    expect(await search('mary ann')).toEqual(['Mary Ann Smith-Jones']);
    expect(await search('college fresh')).toEqual(['Ben Okafor']);
    expect(await search('anne')).toEqual(['Ada Lovelace']);
    // Characters a pattern would read as operators are taken as they are.
    expect(await search('(roz) o’n')).toEqual(['Pat7 Paged']);
    expect(await search('.*')).toEqual([]);
    expect(await search('pat1')).toEqual(['Pat1 Paged', 'Pat11 Paged', 'Pat10 Paged']);
    expect(await search('  pat11  ')).toEqual(['Pat11 Paged']);
    expect(await search('nobody at all')).toEqual([]);
    expect((await search('junior')).length).toBe(6);
  });

  it('keeps the active or the inactive clients', async () => {
    const ids = async (status: string) => (await allPages(`${API_PATHS.coachClients}?status=${status}`)).flat();
    expect(await ids('inactive')).toEqual(['paged-02', 'paged-05', 'paged-08', 'paged-11']);
    expect(await ids('active')).toHaveLength(10);
    expect(await ids('all')).toHaveLength(14);
  });

  it('sends what a card shows: no notes, challenges cut, the newest three plans with their numbers', async () => {
    const [pat0] = (await world.coach.agent.get(`${API_PATHS.coachClients}?q=pat0`)).json<CoachClientCard[]>();
    expect(pat0).not.toHaveProperty('notes');
    expect(pat0!.challenges.length).toBeLessThanOrEqual(CARD_TEXT_MAX);
    expect(pat0!.challenges.endsWith('…')).toBe(true);
    expect(pat0!.planCount).toBe(5);
    expect(pat0!.plans.map((plan) => [plan.number, plan.selectedGoal])).toEqual(
      [5, 4, 3].slice(0, CARD_PLANS).map((n) => [n, `Goal ${n}`]),
    );
    const reply = await world.coach.agent.get(API_PATHS.coachClients);
    expect(reply.text()).not.toContain('private to the coach');
  });

  it('refuses bad query values with a 400 that names the field', async () => {
    for (const [query, message] of [
      ['limit=0', 'limit: Must be a whole number from 1 to 100'],
      ['limit=101', 'limit: Must be a whole number from 1 to 100'],
      ['limit=ten', 'limit: Must be a whole number from 1 to 100'],
      ['status=archived', 'status: Must be all, active or inactive'],
      [`q=${'x'.repeat(101)}`, 'q: Must be at most 100 characters'],
      ['q=a&q=b', 'q: Must be one search text'],
      ['q=line%0Abreak', 'q: Must be on one line (no line breaks)'],
      ['before=not-a-cursor', 'before: Invalid page cursor'],
      ['before=%24where', 'before: Invalid page cursor'],
      ['sort=name', 'query: Unknown field: sort'],
    ] as const) {
      const reply = await world.coach.agent.get(`${API_PATHS.coachClients}?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.json().message, query).toBe(message);
    }
  });

  it('is for the coach only', async () => {
    expect((await world.anonymous.get(`${API_PATHS.coachClients}?limit=1`)).status).toBe(401);
    expect((await world.clientA.agent.get(`${API_PATHS.coachClients}?q=ada`)).status).toBe(403);
  });
});

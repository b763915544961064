import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  ONE_LINE_MESSAGE,
  type ConsultationRequestInput,
  type Plan,
  type PracticeProfileInput,
  type SiteInfo,
} from '../contract/index.js';
import { ClientProfile, ConsultationRequest } from '../models/index.js';
import { planPayload, startWorld, type World } from './client/test/world.js';
import { routes } from './index.js';

/**
 * The request-body fields that take text over several lines, each with why. Every other text field of
 * every body refuses a line break. Reviewed: a new free-text field is added here on purpose.
 */
const MULTI_LINE: Readonly<Record<string, string>> = {
  'PUT /api/site testimonials.*.text': 'a testimonial, shown as a paragraph',
  'PUT /api/site privacyNote': 'the privacy note beside the consultation form, a paragraph',
  'POST /api/login email': 'checked as an e-mail address by the handler, so the sign-in page can show its message',
  'POST /api/admin/login password': 'compared, never stored or shown',
  'POST /api/consultation-request challenges': "the family's description of the challenges",
  'POST /api/consultation-request website': 'the honeypot: never stored',
  'DELETE /api/push/subscribe endpoint': 'only compared with stored subscriptions',
  'POST /api/client-profile challenges': "the student's own description",
  'POST /api/client-profile goals': "the student's own description",
  'PUT /api/activity-completion/:id notes': "the student's notes on an activity",
  'POST /api/orientation-responses whoAreYou': 'a reflection',
  'POST /api/orientation-responses whatAreYouInControl': 'a reflection',
  'POST /api/orientation-responses whoDoYouFeelCalled': 'a reflection',
  'POST /api/orientation-responses visionOfFuture': 'a reflection',
  'PUT /api/orientation-responses whoAreYou': 'a reflection',
  'PUT /api/orientation-responses whatAreYouInControl': 'a reflection',
  'PUT /api/orientation-responses whoDoYouFeelCalled': 'a reflection',
  'PUT /api/orientation-responses visionOfFuture': 'a reflection',
  'POST /api/orientation-responses goalOne': 'a SMART goal, written in a text area',
  'POST /api/orientation-responses goalTwo': 'a SMART goal, written in a text area',
  'POST /api/orientation-responses goalThree': 'a SMART goal, written in a text area',
  'PUT /api/orientation-responses goalOne': 'a SMART goal, written in a text area',
  'PUT /api/orientation-responses goalTwo': 'a SMART goal, written in a text area',
  'PUT /api/orientation-responses goalThree': 'a SMART goal, written in a text area',
  'POST /api/barriers-strategies selectedGoal': 'one of the SMART goals, as written in its text area',
  'PUT /api/barriers-strategies/:id selectedGoal': 'one of the SMART goals, as written in its text area',
  'PUT /api/barriers-strategies/:id/reassess updatedGoal': 'the goal rewritten, in a text area',
  'POST /api/barriers-strategies implementationPlan': "a plan's implementation, a paragraph",
  'PUT /api/barriers-strategies/:id implementationPlan': "a plan's implementation, a paragraph",
  'PUT /api/barriers-strategies/:id/reassess currentStatus': 'a reflection on the plan',
  'PUT /api/barriers-strategies/:id/reassess whatWorked': 'a reflection on the plan',
  'PUT /api/barriers-strategies/:id/reassess whatDidntWork': 'a reflection on the plan',
  'PUT /api/coach/client/:id notes': "the coach's private notes",
  'POST /api/coach/client/:id/briefs text': 'a brief to the family, a few paragraphs',
  'PUT /api/coach/family-agreement text': "the practice's agreement for families, several sections",
};

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The leaves of a body schema with their paths (`*` for each entry of a list). */
function leaves(schema: AnySchema, path: string, found: Array<[string, AnySchema]>): Array<[string, AnySchema]> {
  const def = schema._zod.def;
  const inner = (key: string) => def[key] as AnySchema;
  switch (def.type) {
    case 'object':
      for (const [field, value] of Object.entries(def.shape as Record<string, AnySchema>)) {
        leaves(value, path ? `${path}.${field}` : field, found);
      }
      break;
    case 'array':
      leaves(inner('element'), `${path}.*`, found);
      break;
    case 'optional':
    case 'default':
    case 'nullable':
    case 'prefault':
      leaves(inner('innerType'), path, found);
      break;
    case 'union':
      for (const option of def.options as AnySchema[]) leaves(option, path, found);
      break;
    case 'pipe':
      // An object or list reshaped afterwards (testimonials drop their consent): its own fields count.
      if (['object', 'array'].includes(inner('in')._zod.def.type)) leaves(inner('in'), path, found);
      else found.push([path, schema]);
      break;
    default:
      found.push([path, schema]);
  }
  return found;
}

/** Every body field, as `METHOD path field`, that takes text holding a line break. */
function fieldsTakingLineBreaks(): string[] {
  return routes.flatMap((route) =>
    route.body
      ? leaves(route.body as AnySchema, '', [])
          .filter(([, leaf]) =>
            ['Ada\nLovelace', 'Ada\rLovelace', 'Ada\r\nLovelace'].some((text) => leaf.safeParse(text).success),
          )
          .map(([field]) => `${route.method} ${route.path} ${field}`)
      : [],
  );
}

const INJECTIONS = ['Evil\r\nX-INJECTED:yes', 'Evil\nX-INJECTED:yes', 'Evil\rX-INJECTED:yes', 'Evil\u2028line'];

let world: World;
let site: SiteInfo;
let plan: Plan;

/** The practice profile as the coach's form saves it. */
function profileOf(info: SiteInfo): PracticeProfileInput {
  const { coachPhotoUrl: _photo, testimonials, ...fields } = info;
  return { ...fields, testimonials: testimonials.map((testimonial) => ({ ...testimonial, consent: true })) };
}

const consultation = (fields: Partial<ConsultationRequestInput> = {}): ConsultationRequestInput => ({
  studentFirstName: 'Dana',
  studentLastName: 'Reyes',
  gradeLevel: '10th',
  phone: '555 123 4567',
  email: 'dana@example.com',
  ...fields,
});

beforeAll(async () => {
  world = await startWorld();
  site = (await world.anonymous.get(API_PATHS.site)).json<SiteInfo>();
  plan = (await world.clientA.agent.post(API_PATHS.plans, planPayload())).json<Plan>();
  await world.clientA.agent.put(API_PATHS.orientation, { goalOne: 'Finish robotics', whoAreYou: 'A builder' });
});
afterAll(() => world.close());

describe('line breaks smuggled into single-line fields', () => {
  it('no text field of any request body takes a line break, unless it is listed as free text', () => {
    expect(fieldsTakingLineBreaks().filter((field) => !(field in MULTI_LINE))).toEqual([]);
  });

  it('lists only free-text fields that exist and take line breaks, so the list stays reviewed', () => {
    const taking = fieldsTakingLineBreaks();
    for (const field of Object.keys(MULTI_LINE)) expect(taking, field).toContain(field);
  });

  it.each(INJECTIONS)(
    'the practice profile refuses names, address and credentials holding %j; nothing changes',
    async (text) => {
      for (const change of [
        { businessName: text },
        { shortName: text },
        { coachName: text },
        { phone: `555${text}` },
        { address: text },
        { licence: text },
        { degrees: [{ degree: text, institution: '' }] },
        { testimonials: [{ text: 'Helpful.', attribution: text, consent: true as const }] },
      ]) {
        const reply = await world.coach.agent.put(API_PATHS.site, { ...profileOf(site), ...change });
        expect(reply.status, JSON.stringify(change)).toBe(400);
        expect(reply.json<{ message: string }>().message).toContain(ONE_LINE_MESSAGE);
      }
      expect((await world.anonymous.get(API_PATHS.site)).json()).toEqual(site);
    },
  );

  it.each(INJECTIONS)(
    'a consultation request holding %j in a name, phone or parent is refused and not stored',
    async (text) => {
      const before = await ConsultationRequest.countDocuments();
      for (const change of [
        { studentFirstName: text },
        { studentLastName: text },
        { parentName: text },
        { phone: `555 123 4567${text.replace(/[^\r\n\u2028]/g, '')}0` },
      ]) {
        const reply = await world.anonymous.post(API_PATHS.requestConsultation, consultation(change));
        expect(reply.status, JSON.stringify(change)).toBe(400);
        expect(reply.json<{ message: string }>().message).toContain(ONE_LINE_MESSAGE);
      }
      expect(await ConsultationRequest.countDocuments()).toBe(before);
    },
  );

  it('a triage note holding a line break is refused and the request keeps its note', async () => {
    const saved = await world.anonymous.post(
      API_PATHS.requestConsultation,
      consultation({ email: 'note@example.com' }),
    );
    expect(saved.status).toBe(201);
    const id = (await ConsultationRequest.findOne({ email: 'note@example.com' }).lean())!._id;
    const reply = await world.admin.put(API_PATHS.consultationRequest(id), {
      status: 'contacted',
      note: 'Left\nX-A:1',
    });
    expect(reply.status).toBe(400);
    expect(reply.json<{ message: string }>().message).toBe(`note: ${ONE_LINE_MESSAGE}`);
    expect(await ConsultationRequest.findById(id).lean()).toMatchObject({ note: '' });
  });

  it('a student’s names and parent holding line breaks are refused; no profile is made', async () => {
    for (const change of [
      { studentFirstName: 'Ne\nw' },
      { studentLastName: 'Stu\r\ndent' },
      { parentName: 'Pa\rrent' },
    ]) {
      const reply = await world.newClient.agent.post(API_PATHS.clientProfile, {
        studentFirstName: 'New',
        studentLastName: 'Student',
        email: 'new@example.com',
        gradeLevel: '9th Grade',
        ...change,
      });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.json<{ message: string }>().message).toContain(ONE_LINE_MESSAGE);
    }
    expect(await ClientProfile.countDocuments({ userId: world.newClient.userId })).toBe(0);
  });

  it('list entries and strategy parts holding line breaks are refused; the records keep their text', async () => {
    const a = world.clientA.agent;
    for (const change of [
      { internalBarriers: JSON.stringify(['I put off\nstarting']) },
      { strategies: JSON.stringify(['Sprints\rafter dinner']) },
    ]) {
      const reply = await a.put(`${API_PATHS.plans}/${plan.id}`, planPayload(change));
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.json<{ message: string }>().message).toContain(ONE_LINE_MESSAGE);
      expect((await a.post(API_PATHS.plans, planPayload(change))).status).toBe(400);
    }
    const reassessment = { currentStatus: 'On track' };
    for (const change of [
      { nextReassessment: 'In two\r\nweeks' },
      { newBarriers: [{ type: 'internal', description: 'Phone\nat night' }] },
      { newStrategies: [{ description: 'Timer', timeframe: 'Two\nweeks', resources: '' }] },
      { newStrategies: [{ description: 'Timer\r', timeframe: 'Now', resources: 'A\rtimer' }] },
    ]) {
      const reply = await a.put(`${API_PATHS.plans}/${plan.id}/reassess`, { ...reassessment, ...change });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.json<{ message: string }>().message).toContain(ONE_LINE_MESSAGE);
    }
    expect((await a.get(`${API_PATHS.plans}/${plan.id}`)).json<Plan>()).toEqual(plan);
  });

  it('free text keeps its line breaks', async () => {
    const a = world.clientA.agent;
    const saved = await a.post(
      API_PATHS.plans,
      planPayload({ implementationPlan: 'Monday: sprint.\nTuesday: review.' }),
    );
    expect(saved.status, saved.text()).toBe(201);
    expect(saved.json<Plan>().implementationPlan).toBe('Monday: sprint.\nTuesday: review.');
    const reflection = await a.put(API_PATHS.orientation, { whoAreYou: 'A builder.\r\nA reader.' });
    expect(reflection.status).toBe(200);
    const request = await world.anonymous.post(
      API_PATHS.requestConsultation,
      consultation({ email: 'free@example.com', challenges: 'Starts late.\nLoses papers.' }),
    );
    expect(request.status).toBe(201);
  });
});

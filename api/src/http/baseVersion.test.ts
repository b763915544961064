import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestServer, type SignedIn, type TestServer } from '../../test/index.js';
import {
  API_PATHS,
  BASE_VERSION_HEADER,
  CHANGED_ELSEWHERE,
  versionTag,
  type OrientationPayload,
  type OrientationResponse,
  type Plan,
} from '../contract/index.js';
import { OrientationResponse as OrientationResponseModel, Plan as PlanModel } from '../models/index.js';
import { planPayload } from '../routes/client/test/world.js';
import { holdToBaseVersion, refusedIfChangedMeanwhile } from './baseVersion.js';
import type { AppContext } from './context.js';

const answers: OrientationPayload = {
  whoAreYou: 'Curious and stubborn.',
  whatAreYouInControl: 'My effort.',
  whoDoYouFeelCalled: '',
  visionOfFuture: 'Engineering.',
  goalOne: 'Finish the robotics project',
  goalTwo: '',
  goalThree: '',
};
const over = (updatedAt: string) => ({ headers: { [BASE_VERSION_HEADER]: versionTag(updatedAt) } });

let server: TestServer;
let count = 0;
const newStudent = (): Promise<SignedIn> =>
  signInAs(server, { email: `versions${(count += 1)}@example.com`, role: 'client', profile: true });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Makes each save of a model's documents let another request write `change` to the same record first. */
function writtenBetween(model: typeof PlanModel | typeof OrientationResponseModel, change: Record<string, string>) {
  const prototype = model.prototype as { save: (...args: unknown[]) => Promise<unknown> };
  const save = prototype.save;
  prototype.save = async function (this: { _id: string }, ...args: unknown[]) {
    await model.collection.updateOne({ _id: this._id as never }, { $set: { ...change, updatedAt: new Date() } });
    return save.apply(this, args);
  };
  return () => {
    prototype.save = save;
  };
}

describe('a save that names the version it was made over', () => {
  it('replaces a plan only while that version is the stored one; 412 after a change elsewhere, nothing changed', async () => {
    const student = await newStudent();
    const first = (
      await student.agent.post(API_PATHS.plans, planPayload({ implementationPlan: 'First goal' }))
    ).json<Plan>();
    const path = API_PATHS.plan(first.id);
    const elsewhere = await student.agent.put(
      path,
      planPayload({ implementationPlan: 'Changed on the laptop' }),
      over(first.updatedAt),
    );
    expect(elsewhere.status, elsewhere.text()).toBe(200);

    const stale = await student.agent.put(
      path,
      planPayload({ implementationPlan: 'Changed on the phone' }),
      over(first.updatedAt),
    );
    expect(stale.status).toBe(412);
    expect(stale.json()).toEqual({ message: CHANGED_ELSEWHERE });
    expect((await student.agent.get(path)).json<Plan>().implementationPlan).toBe('Changed on the laptop');

    // Without the header, the save goes in over whatever is stored (the student chose to keep it).
    expect((await student.agent.put(path, planPayload({ implementationPlan: 'Changed on the phone' }))).status).toBe(
      200,
    );
    expect((await student.agent.get(path)).json<Plan>().implementationPlan).toBe('Changed on the phone');
  });

  it('replaces the orientation answers only while that version is the stored one', async () => {
    const student = await newStudent();
    const path = API_PATHS.orientation;
    // None stored yet: the first save creates them, whatever version it names.
    const created = await student.agent.put(path, answers, over('2026-01-01T00:00:00.000Z'));
    expect(created.status).toBe(201);
    const saved = created.json<OrientationResponse>();

    const current = await student.agent.put(path, { ...answers, goalTwo: 'Read nightly' }, over(saved.updatedAt));
    expect(current.status).toBe(200);
    const stale = await student.agent.put(path, { ...answers, goalTwo: 'From the phone' }, over(saved.updatedAt));
    expect(stale.status).toBe(412);
    expect(stale.json()).toEqual({ message: CHANGED_ELSEWHERE });
    expect((await student.agent.get(path)).json<OrientationResponse>().goalTwo).toBe('Read nightly');
  });

  it('is refused when the record changes between its read and its write (another request, another process)', async () => {
    const student = await newStudent();
    const plan = (await student.agent.post(API_PATHS.plans, planPayload())).json<Plan>();
    const read = (await PlanModel.findById(plan.id))!;
    const request = { get: (name: string) => (name === BASE_VERSION_HEADER ? versionTag(plan.updatedAt) : '') };
    holdToBaseVersion(request as unknown as AppContext, read);
    // Another request saves the plan meanwhile.
    await PlanModel.updateOne({ _id: plan.id }, { $set: { implementationPlan: 'Saved elsewhere in between' } });

    read.set({ implementationPlan: 'Read before, written after' });
    const refused = await read.save().then(
      () => null,
      (error: unknown) => error,
    );
    expect(() => refusedIfChangedMeanwhile(refused)).toThrow(CHANGED_ELSEWHERE);
    expect((await PlanModel.findById(plan.id).lean())?.implementationPlan).toBe('Saved elsewhere in between');
  });

  it('refuses a record stored without a version only when the save names another', async () => {
    const student = await newStudent();
    const plan = (await student.agent.post(API_PATHS.plans, planPayload())).json<Plan>();
    await PlanModel.collection.updateOne({ _id: plan.id as never }, { $unset: { updatedAt: 1 } });
    const presented = (await student.agent.get(API_PATHS.plan(plan.id))).json<Plan>();
    const saved = await student.agent.put(API_PATHS.plan(plan.id), planPayload(), over(presented.updatedAt));
    expect(saved.status, saved.text()).toBe(200);
  });

  it('answers 412 over HTTP when the record changes between the route’s read and its write', async () => {
    const student = await newStudent();
    const plan = (await student.agent.post(API_PATHS.plans, planPayload())).json<Plan>();
    const saved = (await student.agent.put(API_PATHS.orientation, answers)).json<OrientationResponse>();
    // Another request writes each record just before this one's write.
    const restore = [
      writtenBetween(PlanModel, { implementationPlan: 'Saved in between' }),
      writtenBetween(OrientationResponseModel, { goalTwo: 'Saved in between' }),
    ];
    try {
      const planReply = await student.agent.put(API_PATHS.plan(plan.id), planPayload(), over(plan.updatedAt));
      const answersReply = await student.agent.put(API_PATHS.orientation, answers, over(saved.updatedAt));
      expect([planReply.status, answersReply.status]).toEqual([412, 412]);
      expect(answersReply.json()).toEqual({ message: CHANGED_ELSEWHERE });
    } finally {
      for (const undo of restore) undo();
    }
  });
});

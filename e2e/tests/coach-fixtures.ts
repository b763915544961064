// The coach's world, built through the real API: two students who sign in by e-mailed link, create their
// profiles, answer the orientation, write a plan and work on activities.
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { API_PATHS } from '@app/api/contract/paths';
import { buildPlan } from '../harness/factories.ts';
import { approveAll } from '../harness/fixtures.ts';
import { signIn } from '../harness/sign-in.ts';
import type { Product } from '../harness/product.ts';

/** One student as the coach tests create them. */
export interface StudentSeed {
  email: string;
  profile: {
    studentFirstName: string;
    studentLastName: string;
    gradeLevel: string;
    parentName: string;
    phone: string;
    challenges: string;
    goals: string;
  };
  orientationGoals: string[];
  /** A plan whose reassessment falls this many days from today, or none. */
  plan: { selectedGoal: string; reassessInDays: number } | null;
  /** How many library activities to start, and how many of those to complete. */
  started: number;
  completed: number;
}

/** A student after seeding: profile id, the activities started (in order), and the signed-in browser state. */
export interface SeededStudent extends StudentSeed {
  id: string;
  activities: Array<{ title: string; category: string; completed: boolean }>;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** Sends one JSON request and fails loudly unless it succeeds; returns the parsed reply. */
export async function apiOk<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates one student through the API: the coach's approval, sign-in, profile, orientation, plan, progress. */
export async function seedStudent(browser: Browser, product: Product, seed: StudentSeed): Promise<SeededStudent> {
  await approveAll(browser, product, [seed.email]);
  const context = await browser.newContext();
  try {
    await signIn(context, product, seed.email);
    const api = (method: string, path: string, data?: unknown) =>
      apiOk<unknown>(context.request, method, `${product.url}${path}`, data);
    const profile = (await api('POST', API_PATHS.clientProfile, { ...seed.profile, email: seed.email })) as {
      id: string;
    };
    if (seed.orientationGoals.length > 0) {
      const [goalOne = '', goalTwo = '', goalThree = ''] = seed.orientationGoals;
      await api('POST', API_PATHS.orientation, { whoAreYou: 'A curious student', goalOne, goalTwo, goalThree });
    }
    if (seed.plan) {
      await api('POST', API_PATHS.plans, buildPlan({ goal: seed.plan.selectedGoal, reassessInDays: seed.plan.reassessInDays }));
    }
    const library = (await api('GET', API_PATHS.activities)) as Array<{ id: string; title: string; category: string }>;
    const activities: SeededStudent['activities'] = [];
    for (const [index, activity] of library.slice(0, seed.started).entries()) {
      const record = (await api('POST', API_PATHS.startActivity, { activityId: activity.id, completed: false })) as {
        id: string;
      };
      const completed = index < seed.completed;
      if (completed) {
        await api('PUT', API_PATHS.activityCompletion(record.id), {
          completed: true,
          rating: 'medium',
          notes: '',
          completedAt: new Date().toISOString(),
        });
      }
      activities.push({ title: activity.title, category: activity.category, completed });
    }
    return { ...seed, id: profile.id, activities, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}

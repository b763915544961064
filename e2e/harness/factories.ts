// Test data as the product's forms send it: each builder fills every field with something plausible, so a
// test names only the fields it checks.
import type { StudentNames } from './sign-in.ts';

/** A calendar date `days` from today as the plan form sends it (midnight UTC of that day). */
export function calendarDateFromToday(days: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days)).toISOString();
}

/** A student's names and grade, as the profile set-up form asks for them. */
export function buildStudent(fields: Partial<StudentNames> = {}): StudentNames {
  return { studentFirstName: 'Maya', studentLastName: 'Chen', gradeLevel: '11th Grade', ...fields };
}

/** What a plan is made of, in the words a test uses. */
export interface PlanSketch {
  goal: string;
  internal: string[];
  external: string[];
  strategies: string[];
  implementation: string;
  /** The reassessment falls this many days from today. */
  reassessInDays: number;
}

/** The body of POST /api/barriers-strategies, as the plan form sends it. */
export function buildPlan(sketch: Partial<PlanSketch> = {}) {
  const plan: PlanSketch = {
    goal: 'Finish essays two days early',
    internal: ['Procrastination'],
    external: ['Noisy house'],
    strategies: ['Two 25-minute focus blocks after school'],
    implementation: 'Start right after dinner on weekdays.',
    reassessInDays: 14,
    ...sketch,
  };
  return {
    selectedGoal: plan.goal,
    internalBarriers: JSON.stringify(plan.internal),
    externalBarriers: JSON.stringify(plan.external),
    strategies: JSON.stringify(plan.strategies),
    implementationPlan: plan.implementation,
    reassessmentDate: calendarDateFromToday(plan.reassessInDays),
  };
}

/** The fields of a consultation request, as the landing page's form sends them. */
export interface RequestFields {
  studentFirstName: string;
  studentLastName: string;
  gradeLevel: string;
  parentName?: string;
  phone: string;
  email: string;
  challenges?: string;
  weekdayMorning?: boolean;
  weekdayAfternoon?: boolean;
  weekdayEvening?: boolean;
  weekend?: boolean;
}

/** The body of POST /api/consultation-request. */
export function buildRequest(fields: Partial<RequestFields> = {}): RequestFields {
  return {
    studentFirstName: 'Ana',
    studentLastName: 'Lopez',
    gradeLevel: '10th',
    parentName: 'Rosa Lopez',
    phone: '(555) 010-2030',
    email: 'rosa.lopez@example.test',
    ...fields,
  };
}

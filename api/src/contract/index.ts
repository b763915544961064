/**
 * The API contract: request schemas (zod) and response types, shared by the API and the frontends,
 * so that every payload's shape, bounds and messages are written once.
 */
export * from './constants.js';
export * from './dates.js';
export * from './fieldErrors.js';
export * from './roles.js';
export * from './fields.js';
export * from './consultation.js';
export * from './auth.js';
export * from './site.js';
export * from './profile.js';
export * from './orientation.js';
export * from './orientationQuestions.js';
export * from './plan.js';
export * from './planText.js';
export * from './attainmentScale.js';
export * from './attainment.js';
export * from './checkInRules.js';
export * from './checkIns.js';
export * from './outcomes.js';
export * from './activity.js';
export * from './coach.js';
export * from './paths.js';
export * from './remotes.js';
export * from './push.js';
export * from './reminders.js';
export * from './privacy.js';
export * from './reminderPush.js';
export * from './queuedSave.js';
export * from './attention.js';
export * from './sessions.js';
export * from './sessionRules.js';
export * from './siteSchema.js';
export * from './invitation.js';
export * from './family.js';
export * from './age.js';
export * from './meetingLink.js';
export * from './account.js';
export * from './money.js';
export * from './statement.js';
export * from './statementPeriods.js';
export * from './report.js';

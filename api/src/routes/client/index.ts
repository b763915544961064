import type { AnyRoute } from '../../http/route.js';
import { activityRoutes } from './activities/index.js';
import { checkInRoutes } from './checkIns/index.js';
import { orientationRoutes } from './orientation/index.js';
import { outcomeRoutes } from './outcomes/index.js';
import { planRoutes } from './plans/index.js';
import { profileRoutes } from './profile/index.js';
import { progressRoutes } from './progress/index.js';
import { reminderRoutes } from './reminders/index.js';
import { myDataRoutes } from './myData/index.js';
import { sharingRoutes } from './sharing/index.js';
import { myAccountRoutes } from './account/index.js';

/**
 * The student's workspace: profile, activity library and progress, orientation, plans and their attainment
 * scores, check-ins, outcomes over time, reminders, their own data, what they share with their guardians, and
 * their account with the practice.
 */
export const clientRoutes: AnyRoute[] = [
  ...profileRoutes,
  ...activityRoutes,
  ...progressRoutes,
  ...orientationRoutes,
  ...planRoutes,
  ...checkInRoutes,
  ...outcomeRoutes,
  ...reminderRoutes,
  ...myDataRoutes,
  ...sharingRoutes,
  ...myAccountRoutes,
];

import { DEFAULT_AVAILABILITY, type Availability } from '../../../contract/index.js';

/** Hours open every day from 08:00 to 20:00 with the default notice, horizon, bound and policy: the session tests' practice. */
export const EVERY_DAY: Availability = {
  ...DEFAULT_AVAILABILITY,
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
};

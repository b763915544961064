/** Days past a plan's reassessment date after which the coach is told. */
export const REASSESSMENT_OVERDUE_DAYS = 3;
/** Days without saved work or activity after which the coach is told. */
export const INACTIVE_DAYS = 14;
/** Days without a check-in, while counting is not paused, after which the coach is told. */
export const CHECK_IN_LAPSE_DAYS = 7;

/** A student on the coach's "Needs attention" list (GET /api/coach/needs-attention), with every reason. */
export interface AttentionItem {
  clientId: string;
  studentName: string;
  /** The most overdue plan, when one is overdue by more than 3 days. */
  overdueReassessment: { planId: string; goal: string; date: string; daysOverdue: number } | null;
  /** Set when nothing was saved or done for 14 days: the last time something was (ISO), or the profile's creation. */
  inactiveSince: string | null;
  /**
   * Set when a student who has checked in before made no check-in for 7 days (counting not paused, nor resumed
   * within them): the day of the last check-in (YYYY-MM-DD).
   */
  noCheckInSince: string | null;
  /** A plan whose latest two attainment scores are both below 0: the plan, its goal and the two scores, older first. */
  attainmentBelowExpected: { planId: string; goal: string; scores: [number, number] } | null;
}

/** How many students the "Needs attention" list sends: the first, most overdue, ones. */
export const ATTENTION_LIST_SIZE = 20;

/** GET /api/coach/needs-attention: the first students of the list, in its order, and how many are on it. */
export interface AttentionList {
  items: AttentionItem[];
  total: number;
}

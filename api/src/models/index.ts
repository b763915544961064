/** The mongoose models of every stored entity. */
export { newId } from './base.js';
export { User, type UserRecord, type UserDoc, type SignInIdentity } from './user.js';
export { ClientProfile, type ClientProfileRecord, type ClientProfileDoc } from './clientProfile.js';
export { Activity, type ActivityRecord, type ActivityDoc } from './activity.js';
export { ActivityCompletion, type ActivityCompletionRecord, type ActivityCompletionDoc } from './activityCompletion.js';
export {
  ConsultationRequest,
  type ConsultationRequestRecord,
  type ConsultationRequestDoc,
} from './consultationRequest.js';
export {
  OrientationResponse,
  type OrientationResponseRecord,
  type OrientationResponseDoc,
} from './orientationResponse.js';
export { Plan, type PlanRecord, type PlanDoc } from './plan.js';
export { CheckIn, type CheckInRecord } from './checkIn.js';
export { CheckInPause, type CheckInPauseRecord } from './checkInPause.js';
export { AttainmentScore, type AttainmentScoreRecord } from './attainmentScore.js';
export { ApprovedEmail, type ApprovedEmailRecord, type ApprovedEmailDoc } from './approvedEmail.js';
export { Session } from './session.js';
export { SignInToken } from './signInToken.js';
export { PushSubscription } from './pushSubscription.js';
export { ReminderClaim } from './reminderClaim.js';
export { IdempotentReply } from './idempotentReply.js';
export { RateCount } from './rateCount.js';
export { AccessLogEntry, ACCESS_LOG_PERSONAL_FIELDS, type AccessLogEntryRecord } from './accessLogEntry.js';
export { StudentDeletion } from './studentDeletion.js';
export { RecentSubmission } from './recentSubmission.js';
export { Availability, type AvailabilityRecord } from './availability.js';
export {
  CoachingSession,
  type CoachingSessionRecord,
  type CoachingSessionDoc,
} from './coachingSession.js';
export { CalendarFeed } from './calendarFeed.js';
export { SessionNotice, type SessionNoticeRecord } from './sessionNotice.js';
export {
  Guardian,
  GuardianLink,
  AgreementAcceptance,
  FamilyAgreement,
  FAMILY_AGREEMENT_ID,
  Brief,
  type GuardianRecord,
  type GuardianLinkRecord,
  type AgreementAcceptanceRecord,
  type BriefRecord,
} from './guardian.js';
export {
  Package,
  PackageAssignment,
  Payment,
  type PackageRecord,
  type PackageAssignmentRecord,
  type PaymentRecord,
} from './account.js';

import type { ToastOptions } from '@app/kit/ui';

const failed = (title: string, description: string) => ({ title, description, variant: 'destructive' }) as const;

/** Every toast of the coach's pages. */
export const TOASTS = {
  invalidEmail: failed('Invalid Email', 'Please enter a valid email address.'),
  emailAdded: (email: string) => ({ title: 'Email Added', description: `${email} can now sign in.` }),
  addEmailFailed: failed('Error', 'Failed to add email'),
  emailRemoved: (email: string) => ({ title: 'Email Removed', description: `${email} can no longer sign in.` }),
  removeEmailFailed: failed('Error', 'Failed to remove email'),
  notesInvalid: (message: string) => failed('Error', message),
  notesUpdated: { title: 'Notes Updated', description: 'Your private notes on this client have been saved.' },
  notesFailed: failed('Error', 'Failed to update notes. Please try again.'),
  clientReactivated: (name: string) => ({ title: 'Client Reactivated', description: `${name} is active again.` }),
  clientDeactivated: (name: string) => ({
    title: 'Client Deactivated',
    description: `${name} is inactive. Their sign-in and records are kept.`,
  }),
  clientUpdateFailed: failed('Error', 'Failed to update the client. Please try again.'),
  clientDeleted: (name: string) => ({
    title: 'Client Deleted',
    description: `${name} and all of their records have been deleted.`,
  }),
  clientDeleteFailed: failed('Error', 'Failed to delete the client. Please try again.'),
  reportFailed: failed('Error', 'Failed to prepare the report. Please try again.'),
  availabilitySaved: { title: 'Availability saved', description: 'Students see the new times at once.' },
  attendanceRecorded: (session: string, attended: boolean) => ({
    title: 'Attendance recorded',
    description: `${session}: ${attended ? 'attended' : 'no-show'}.`,
  }),
  attendanceFailed: failed('Error', 'Attendance could not be recorded.'),
  sessionTimeMissing: failed('Error', 'Pick a date and a time.'),
  sessionBooked: (name: string, when: string) => ({ title: 'Session booked', description: `${name}: ${when}.` }),
  bookingFailed: failed('Booking failed', 'The session could not be booked.'),
  sessionMoved: (name: string, when: string) => ({ title: 'Session moved', description: `${name}: now ${when}.` }),
  moveFailed: failed('Move failed', 'The session could not be moved.'),
  sessionCancelled: (name: string, when: string) => ({ title: 'Session cancelled', description: `${name}: ${when}.` }),
  cancelFailed: failed('Error', 'The session could not be cancelled.'),
  profileSaved: { title: 'Profile Saved', description: 'The public pages now show your practice profile.' },
  profileFailed: failed('Error', 'Failed to save the practice profile. Please try again.'),
  photoUpdated: { title: 'Photo Updated', description: 'The public pages now show your photo.' },
  photoFailed: failed('Photo Not Saved', 'The photo could not be uploaded. Please try again.'),
  photoRemoved: { title: 'Photo Removed', description: 'The public pages show the drawn portrait again.' },
  photoRemoveFailed: failed('Error', 'The photo could not be removed. Please try again.'),
  scoreRecorded: (score: string, goal: string) => ({ title: 'Score recorded', description: `${score} on "${goal}".` }),
  scoreFailed: failed('Error', 'The score could not be recorded. Please try again.'),
  guardianAdded: (name: string, email: string) => ({
    title: 'Guardian added',
    description: `${name} was e-mailed an invitation at ${email}.`,
  }),
  guardianRemoved: (name: string) => ({ title: 'Guardian removed', description: `${name} no longer sees anything.` }),
  guardianRemoveFailed: failed('Error', 'The guardian could not be removed. Please try again.'),
  briefSaved: { title: 'Draft saved', description: 'The brief waits under Drafts until you send it.' },
  briefSent: (sentTo: string) => ({ title: 'Brief sent', description: `${sentTo} by e-mail.` }),
  briefFailed: failed('Error', 'The brief could not be saved. Please try again.'),
  briefSendFailed: failed('Not sent', 'The brief could not be sent. Please try again.'),
  agreementSaved: (version: number) => ({
    title: 'Agreement saved',
    description: `Version ${version} is what guardians now read and accept.`,
  }),
  agreementFailed: failed('Error', 'The agreement could not be saved. Please try again.'),
  packageAdded: (name: string) => ({ title: 'Package added', description: `${name} can now be sold to students.` }),
  packageRetired: (name: string) => ({
    title: 'Package retired',
    description: `${name} can no longer be sold. What was sold stays as it was.`,
  }),
  packageRetireFailed: failed('Error', 'The package could not be retired. Please try again.'),
  packageSold: (name: string, student: string, price: string) => ({
    title: 'Package sold',
    description: `${name} for ${student}: ${price} charged to the account.`,
  }),
  packageSaleFailed: failed('Not sold', 'The package could not be sold. Please try again.'),
  paymentRecorded: (amount: string, student: string) => ({
    title: 'Payment recorded',
    description: `${amount} received for ${student}.`,
  }),
} as const satisfies Record<string, ToastOptions | ((...args: never[]) => ToastOptions)>;

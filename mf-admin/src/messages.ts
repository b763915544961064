import type { ToastOptions } from '@app/kit/ui';

const failed = (title: string, description: string) => ({ title, description, variant: 'destructive' }) as const;

/** Every toast of the admin pages. */
export const TOASTS = {
  loggedIn: { title: 'Login Successful', description: 'Welcome to the admin dashboard.' },
  wrongPassword: failed('Login Failed', 'Incorrect password. Please try again.'),
  loginError: failed('Error', 'Something went wrong. Please try again.'),
  loggedOut: { title: 'Logged Out', description: 'You have been logged out successfully.' },
  logoutFailed: failed('Error', 'Failed to log out properly.'),
  requestDeleted: { title: 'Request Deleted', description: 'The consultation request has been removed.' },
  deleteFailed: failed('Delete Failed', 'There was an error deleting the request. Please try again.'),
  exportFailed: failed('Error', 'Failed to export consultation requests. Please try again.'),
  invitationSent: (email: string) => ({
    title: 'Invitation Sent',
    description: `A sign-in link was e-mailed to ${email}.`,
  }),
  invitationFailed: failed('Invitation Failed', 'The invitation could not be sent. Please try again.'),
  statusUpdated: (studentName: string, statusLabel: string) => ({
    title: 'Status Updated',
    description: `${studentName}: ${statusLabel}.`,
  }),
  statusUpdateFailed: failed('Update Failed', 'There was an error updating the status. Please try again.'),
  guardianAdded: (name: string, student: string) => ({
    title: 'Guardian Added',
    description: `${name} was e-mailed an invitation to see what ${student} shares.`,
  }),
  guardianAddFailed: failed('Error', 'The guardian could not be added. Please try again.'),
} as const satisfies Record<string, ToastOptions | ((...args: string[]) => ToastOptions)>;

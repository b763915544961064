/**
 * "@app/kit/panels": cards, badges, dialogs (the question before cancelling a session among them), tabs, progress
 * bars, and the calendar subscription and push cards, the pieces of the admin, coach and student screens. Kept apart
 * from "@app/kit/ui" (which every page loads, the landing page included) so that the public pages do not download
 * them. They import only stateless helpers of the ui and the API client, by path. Shared from the shell like the ui:
 * a remote that bundled one of them by path would carry its own copy of the controls and of the class merging under
 * them (a kit module a remote bundles, such as "@app/kit/push", could not take them from the shell).
 */
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './card';
export { Badge, type BadgeProps, type BadgeVariant } from './badge';
export { Dialog, ConfirmDialog, type DialogProps, type ConfirmDialogProps } from './dialog';
export { CancelSessionDialog, type CancelSessionDialogProps } from './cancel-session-dialog';
export { Tabs, TabsList, TabsTrigger, TabsContent, type TabsProps } from './tabs';
export { Progress, PROGRESS_DEFAULT_MAX, type ProgressProps } from './progress';
export { CalendarSubscribe, webcalLink, type CalendarSubscribeProps } from './calendar-subscribe';
export { PushCard, type PushCardProps } from './push-card';
export { MeetingLink, type MeetingLinkProps } from './meeting-link';

import Video from 'lucide-react/icons/video';
import { cn } from '../ui/cn';
import { FOCUS_RING } from '../ui/focus-ring';

/** Props of {@link MeetingLink}. */
export interface MeetingLinkProps {
  /** The session's meeting link (https:). */
  url: string;
  /** Which session it joins, for screen readers: "the session on Monday, June 8 at 3:00 PM". */
  session: string;
  /** `small` for the coach's lists; the student's card shows it as a button-sized link. */
  size?: 'default' | 'small';
  className?: string;
}

/** "Join the meeting": a session's meeting link, opened in a new tab (and said so to screen readers). */
export function MeetingLink({ url, session, size = 'default', className }: MeetingLinkProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Join the meeting for ${session} (opens in a new tab)`}
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-md font-medium text-primary underline underline-offset-4',
        'hover:text-primary/80',
        FOCUS_RING,
        size === 'small' ? 'min-h-8 text-sm' : 'min-h-11 text-base',
        className,
      )}
    >
      <Video aria-hidden="true" className={size === 'small' ? 'size-4' : 'size-5'} />
      Join the meeting
    </a>
  );
}

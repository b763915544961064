import { meetingUrlField } from '@app/api/contract';
import { FormField, Input } from '@app/kit/ui';

/**
 * A session's own meeting link as typed, checked by the contract's rule so a wrong link is said beside the field
 * before anything is sent: the link to send ('' = the practice's), or the message.
 */
export function checkMeetingUrl(value: string): { link: string; error?: undefined } | { link?: undefined; error: string } {
  const parsed = meetingUrlField.safeParse(value.trim());
  return parsed.success ? { link: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Invalid meeting link' };
}

/** The field for a session's own meeting link, with its hint and its error. */
export function MeetingUrlField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      id={id}
      label="Meeting link for this session (optional)"
      hint="Leave empty to use the practice’s meeting link."
      error={error}
    >
      {(props) => <Input {...props} type="url" value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}

import { useId, useState, type MouseEvent } from 'react';
import ExternalLink from 'lucide-react/icons/external-link';
import Mail from 'lucide-react/icons/mail';
import {
  API_PATHS,
  dayKey,
  fieldErrors,
  monthPeriod,
  statementPeriodSchema,
  statementUrl,
  type FieldErrors,
  type StatementPeriod,
  type StatementSent,
} from '@app/api/contract';
import { Button, FormField, Input, buttonClass, toast } from '@app/kit/ui';
import { useSendStatement } from '../../api/account-api';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';

const NAMES = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** Who a statement went to, as the toast says it: "Ada Lovelace (student) and Grace Lovelace". */
export function recipientsText({ sentTo }: StatementSent): string {
  return NAMES.format(
    sentTo.map((recipient) => (recipient.role === 'student' ? `${recipient.name} (student)` : recipient.name)),
  );
}

/**
 * "Statement": a period (this month so far unless changed), "Open statement" (the printable page, in a new tab)
 * and "E-mail to family" (the student and the guardians who see the account get a link to it). The period is
 * checked with the contract's schema first, each problem beside its field.
 */
export function StatementSection({ clientId }: { clientId: string }) {
  const [period, setPeriod] = useState<StatementPeriod>(() => monthPeriod(dayKey(new Date())));
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendStatement(clientId);
  const id = useId();

  const set = (key: keyof StatementPeriod) => (event: { target: { value: string } }) =>
    setPeriod((current) => ({ ...current, [key]: event.target.value }));

  /** The period when it is one the server takes; otherwise null, with each problem shown. */
  const checked = (): StatementPeriod | null => {
    const parsed = statementPeriodSchema.safeParse(period);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    return parsed.success ? parsed.data : null;
  };

  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!checked()) event.preventDefault();
  };

  const onSend = () => {
    const valid = checked();
    if (!valid || send.isPending) return;
    send.mutate(valid, {
      onSuccess: (sent) => toast(TOASTS.statementSent(recipientsText(sent))),
      onError: (failure) =>
        toast({
          ...TOASTS.statementSendFailed,
          description: serverMessage(failure, TOASTS.statementSendFailed.description),
        }),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-statement>
      <div className="flex flex-col gap-1">
        <h4 id={`${id}-title`} className="text-base font-semibold text-foreground">
          Statement
        </h4>
        <p className="text-sm text-muted-foreground">
          The sessions, packages and payments of a period, with the balance, on one printable page.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-from`} label="From" error={errors.from}>
          {(props) => <Input {...props} type="date" value={period.from} onChange={set('from')} />}
        </FormField>
        <FormField id={`${id}-to`} label="To" error={errors.to}>
          {(props) => <Input {...props} type="date" value={period.to} onChange={set('to')} />}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={statementUrl(API_PATHS.coachClientStatement(clientId), period)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Open statement (opens in a new tab)"
          onClick={onOpen}
          className={buttonClass({ variant: 'outline' })}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          Open statement
        </a>
        <Button type="button" onClick={onSend} disabled={send.isPending}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'E-mail to family'}
        </Button>
      </div>
    </section>
  );
}

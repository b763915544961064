import type { ReactNode } from 'react';
import {
  formatCalendarDate,
  formatDate,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  type CoachClientDetail,
  type StudentAccount,
} from '@app/api/contract';
import { AccountFigures } from '@app/kit/account';
import { Card, CardContent } from '@app/kit/panels';
import { useClientAccount } from '../../api/account-api';
import { studentName } from '../../lib/client-search';
import { LoadFailure, Loading } from '../LoadFailure';
import { RecordPaymentForm } from './RecordPaymentForm';
import { SellPackageForm } from './SellPackageForm';
import { StatementSection } from './StatementSection';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h4 className="text-base font-semibold text-foreground">{title}</h4>
      {children}
    </section>
  );
}

function None({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** One line of a list: what, and when or how much beside it. */
function Row({ main, detail, amount }: { main: ReactNode; detail: ReactNode; amount: string }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col">
        <span className="break-words text-sm font-medium text-foreground">{main}</span>
        <span className="break-words text-sm text-muted-foreground">{detail}</span>
      </div>
      <span className="shrink-0 text-sm font-medium tabular-nums text-foreground">{amount}</span>
    </li>
  );
}

/** Sessions left and the balance, then the packages sold, the charges and the payments, oldest first. */
function AccountFacts({ account }: { account: StudentAccount }) {
  return (
    <div className="flex flex-col gap-5">
      <AccountFigures account={account} />
      <Part title="Packages sold">
        {account.packages.length === 0 ? (
          <None>No package sold yet.</None>
        ) : (
          <ul className="divide-y divide-border">
            {account.packages.map((sold) => (
              <Row
                key={sold.id}
                main={sold.name}
                detail={`${formatDate(sold.assignedAt)} · ${sold.sessionsUsed} of ${sold.sessions} used, ${sold.sessionsLeft} left`}
                amount={formatMoney(sold.price)}
              />
            ))}
          </ul>
        )}
      </Part>
      <Part title="Charges">
        {account.charges.length === 0 ? (
          <None>No charges yet.</None>
        ) : (
          <ul className="divide-y divide-border">
            {account.charges.map((charge) => (
              <Row key={`${charge.kind} ${charge.id}`} main={charge.label} detail={formatDate(charge.at)} amount={formatMoney(charge.amount)} />
            ))}
          </ul>
        )}
      </Part>
      <Part title="Payments">
        {account.payments.length === 0 ? (
          <None>No payments recorded yet.</None>
        ) : (
          <ul className="divide-y divide-border">
            {account.payments.map((payment) => (
              <Row
                key={payment.id}
                main={PAYMENT_METHOD_LABELS[payment.method]}
                detail={[formatCalendarDate(payment.paidAt), payment.note].filter(Boolean).join(' · ')}
                amount={formatMoney(payment.amount)}
              />
            ))}
          </ul>
        )}
      </Part>
    </div>
  );
}

/**
 * The Account tab: what the student has left and owes, what was sold, charged and paid; selling and recording
 * payments; statements of a period.
 */
export function AccountTab({ client }: { client: CoachClientDetail }) {
  const account = useClientAccount(client.id);
  const name = studentName(client);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex flex-col gap-1">
            <h3 className="text-base font-semibold text-foreground">Account</h3>
            <p className="text-sm text-muted-foreground">
              Each session {client.studentFirstName} attends (or misses without notice) draws from the oldest package
              with sessions left; without one, it is charged at the session price.
            </p>
          </div>
          {account.isLoading ? (
            <Loading what="the account" />
          ) : account.isError || !account.data ? (
            <LoadFailure what="the account" onRetry={() => void account.refetch()} />
          ) : (
            <AccountFacts account={account.data} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-6 pt-6">
          <SellPackageForm clientId={client.id} name={name} />
          <div className="border-t border-border pt-5">
            <RecordPaymentForm clientId={client.id} name={name} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <StatementSection clientId={client.id} />
        </CardContent>
      </Card>
    </div>
  );
}

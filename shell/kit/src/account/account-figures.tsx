import { balanceFigure, type StudentAccount } from '@app/api/contract';

/** Props of {@link AccountFigures}. */
export interface AccountFiguresProps {
  account: Pick<StudentAccount, 'sessionsLeft' | 'balanceDue'>;
  /** Classes added to the list's own (a width). */
  className?: string;
}

/** A student's sessions left and balance, side by side: what the coach, the student and a guardian read first. */
export function AccountFigures({ account, className }: AccountFiguresProps) {
  const balance = balanceFigure(account.balanceDue);
  return (
    <dl className={`grid grid-cols-2 gap-3 ${className ?? ''}`}>
      <div className="rounded-md bg-muted p-3">
        <dt className="text-sm text-muted-foreground">Sessions left</dt>
        <dd className="text-2xl font-semibold tabular-nums text-foreground" data-sessions-left>
          {account.sessionsLeft}
        </dd>
      </div>
      <div className="rounded-md bg-muted p-3">
        <dt className="text-sm text-muted-foreground">{balance.label}</dt>
        <dd className="text-2xl font-semibold tabular-nums text-foreground" data-balance>
          {balance.amount}
        </dd>
      </div>
    </dl>
  );
}

import { API_PATHS, hasAccountHistory, type StudentAccount } from '@app/api/contract';
import { useQuery } from '@app/kit/query';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { AccountSummary } from './AccountSummary';
import { StatementLinks } from './StatementLinks';

/** The student's account (GET /api/my-account). */
export function useMyAccount() {
  return useQuery<StudentAccount>({ queryKey: [API_PATHS.myAccount] });
}

/**
 * The dashboard's "Your account": sessions left, the balance, the Pay buttons and the statements of this month and
 * last month, once anything was sold or paid.
 * Nothing is drawn before that, nor while it loads or when it cannot be read: the page has nothing to say about it.
 */
export function AccountCard() {
  const account = useMyAccount().data;
  if (!hasAccountHistory(account)) return null;
  return (
    <Card data-account-card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Your account</h2>
        <CardDescription>Sessions left in your packages and what is owed to the practice.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <AccountSummary account={account} />
        <StatementLinks />
      </CardContent>
    </Card>
  );
}

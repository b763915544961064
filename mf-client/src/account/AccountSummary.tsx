import CreditCard from 'lucide-react/icons/credit-card';
import type { AssignedPackage, StudentAccount } from '@app/api/contract';
import { AccountFigures } from '@app/kit/account';
import { buttonClass } from '@app/kit/ui';

/** One Pay link per payment link (a package sold twice has one), while something is owed. */
function payLinks(account: StudentAccount): AssignedPackage[] {
  if (account.balanceDue <= 0) return [];
  const byLink = new Map<string, AssignedPackage>();
  for (const sold of account.packages) {
    if (sold.paymentUrl && !byLink.has(sold.paymentUrl)) byLink.set(sold.paymentUrl, sold);
  }
  return [...byLink.values()];
}

/**
 * The student's account as the student and a guardian it is shared with read it: sessions left, the balance, and
 * a Pay button opening the practice's payment link (in a new tab) for each package sold with one.
 */
export function AccountSummary({ account }: { account: StudentAccount }) {
  const links = payLinks(account);
  return (
    <div className="flex flex-col gap-4">
      <AccountFigures account={account} className="max-w-lg" />
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Pay online">
          {links.map((sold) => (
            <li key={sold.id}>
              <a
                href={sold.paymentUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Pay for ${sold.name} (opens in a new tab)`}
                className={buttonClass()}
              >
                <CreditCard className="h-4 w-4" aria-hidden="true" />
                {links.length === 1 ? 'Pay' : `Pay for ${sold.name}`}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

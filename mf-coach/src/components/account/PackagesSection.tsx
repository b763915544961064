import { useState } from 'react';
import Archive from 'lucide-react/icons/archive';
import { formatMoney, type Package } from '@app/api/contract';
import { Badge, ConfirmDialog } from '@app/kit/panels';
import { Button, toast } from '@app/kit/ui';
import { usePackages, useRetirePackage } from '../../api/account-api';
import { TOASTS } from '../../messages';
import { LoadFailure, Loading } from '../LoadFailure';
import { AddPackageForm } from './AddPackageForm';

const sessionsText = (sessions: number) => `${sessions} ${sessions === 1 ? 'session' : 'sessions'}`;

/** One package: its name, sessions and price, its payment link, and Retire while it is sold. */
function PackageItem({ offered, onRetire }: { offered: Package; onRetire: () => void }) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-package={offered.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="break-words font-medium text-foreground">{offered.name}</h4>
            {offered.retired && <Badge variant="secondary">Retired</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {sessionsText(offered.sessions)} · {formatMoney(offered.price)}
          </p>
        </div>
        {!offered.retired && (
          <Button variant="destructive-outline" size="sm" onClick={onRetire} aria-label={`Retire ${offered.name}`}>
            <Archive className="h-4 w-4" aria-hidden="true" />
            Retire
          </Button>
        )}
      </div>
      {offered.paymentUrl ? (
        <a
          href={offered.paymentUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center self-start break-all text-sm text-primary underline underline-offset-4 sm:min-h-0"
        >
          {offered.paymentUrl}
          <span className="sr-only"> (payment link, opens in a new tab)</span>
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">No payment link</p>
      )}
    </li>
  );
}

/** The practice's packages, each active one with a Retire button that asks first. */
function PackageList({ packages }: { packages: Package[] }) {
  const [retiring, setRetiring] = useState<Package | null>(null);
  const retire = useRetirePackage();

  const confirm = () => {
    if (!retiring) return;
    const { id, name } = retiring;
    retire.mutate(id, {
      onSuccess: () => {
        toast(TOASTS.packageRetired(name));
        setRetiring(null);
      },
      onError: () => toast(TOASTS.packageRetireFailed),
    });
  };

  if (packages.length === 0) {
    return <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">No packages yet: add the first below.</p>;
  }
  // Those still sold first, each group in the order they were added.
  const ordered = [...packages].sort((a, b) => Number(a.retired) - Number(b.retired));
  return (
    <>
      <ul className="divide-y divide-border" aria-label="The practice’s packages">
        {ordered.map((offered) => (
          <PackageItem key={offered.id} offered={offered} onRetire={() => setRetiring(offered)} />
        ))}
      </ul>
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => {
          if (!open) setRetiring(null);
        }}
        title={`Retire ${retiring?.name ?? 'this package'}?`}
        description="It can no longer be sold. Students who bought it keep their sessions, and it stays listed as retired."
        confirmLabel="Retire package"
        destructive
        pending={retire.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

/** Practice profile's "Packages": the packages of sessions the practice sells, and the form adding one. */
export function PackagesSection() {
  const query = usePackages();
  return (
    <section
      id="packages"
      aria-labelledby="packages-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-white p-5 sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 id="packages-title" className="text-xl font-semibold text-foreground">
          Packages
        </h2>
        <p className="text-sm text-muted-foreground">
          Packages of sessions you sell to families. Selling one to a student (on their Account tab) charges its price;
          each session they attend draws from it.
        </p>
      </div>
      {query.isLoading ? (
        <Loading what="the packages" />
      ) : query.isError || !query.data ? (
        <LoadFailure what="the packages" onRetry={() => void query.refetch()} />
      ) : (
        <PackageList packages={query.data} />
      )}
      <div className="border-t border-border pt-5">
        <AddPackageForm />
      </div>
    </section>
  );
}

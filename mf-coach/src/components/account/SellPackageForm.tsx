import { useId, useState, type FormEvent } from 'react';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { formatMoney, type Package } from '@app/api/contract';
import { ConfirmDialog } from '@app/kit/panels';
import { Button, FormField, FormProblem, Select, toast } from '@app/kit/ui';
import { usePackages, useSellPackage } from '../../api/account-api';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';
import { LoadFailure, Loading } from '../LoadFailure';

const optionText = (offered: Package) =>
  `${offered.name}: ${offered.sessions} ${offered.sessions === 1 ? 'session' : 'sessions'}, ${formatMoney(offered.price)}`;

/**
 * "Sell a package": one of the practice's active packages, sold after a question saying it charges the price to
 * the student's account; the server's refusal (a package retired meanwhile) shows under the form.
 */
export function SellPackageForm({ clientId, name }: { clientId: string; name: string }) {
  const packages = usePackages();
  const sell = useSellPackage(clientId);
  const [packageId, setPackageId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState('');
  const [asking, setAsking] = useState(false);
  const id = useId();

  const active = (packages.data ?? []).filter((offered) => !offered.retired);
  const chosen = active.find((offered) => offered.id === packageId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal('');
    if (!chosen) {
      setError('Choose a package');
      return;
    }
    setError(undefined);
    setAsking(true);
  };

  const confirm = () => {
    if (!chosen) return;
    sell.mutate(chosen.id, {
      onSuccess: (sold) => {
        toast(TOASTS.packageSold(sold.name, name, formatMoney(sold.price)));
        setPackageId('');
        setAsking(false);
      },
      onError: (failure) => {
        setAsking(false);
        setRefusal(serverMessage(failure, TOASTS.packageSaleFailed.description));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h4 id={`${id}-title`} className="text-base font-semibold text-foreground">
        Sell a package
      </h4>
      {packages.isLoading ? (
        <Loading what="the packages" />
      ) : packages.isError ? (
        <LoadFailure what="the packages" onRetry={() => void packages.refetch()} />
      ) : active.length === 0 ? (
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
          No package to sell: add one under Practice profile, Packages.
        </p>
      ) : (
        <>
          <FormField id={`${id}-package`} label="Package" error={error}>
            {(props) => (
              <Select {...props} value={packageId} onChange={(event) => setPackageId(event.target.value)}>
                <option value="" disabled>
                  Choose…
                </option>
                {active.map((offered) => (
                  <option key={offered.id} value={offered.id}>
                    {optionText(offered)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormProblem>{refusal}</FormProblem>
          <Button type="submit" disabled={sell.isPending} className="self-start">
            <ShoppingBag className="h-4 w-4" aria-hidden="true" />
            Sell package
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Sell ${chosen?.name ?? 'this package'} to ${name}?`}
        description={
          chosen
            ? `This charges ${formatMoney(chosen.price)} to ${name}’s account and adds ${chosen.sessions} ${chosen.sessions === 1 ? 'session' : 'sessions'}.`
            : ''
        }
        confirmLabel={chosen ? `Sell for ${formatMoney(chosen.price)}` : 'Sell'}
        pending={sell.isPending}
        onConfirm={confirm}
      />
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import PackagePlus from 'lucide-react/icons/package-plus';
import { LIMITS, PACKAGE_SESSIONS, PAYMENT_URL_MAX, type FieldErrors } from '@app/api/contract';
import { Button, FormField, FormProblem, Input, toast } from '@app/kit/ui';
import { useAddPackage } from '../../api/account-api';
import { checkPackage, type PackageFormValues } from '../../lib/account-forms';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';

const EMPTY: PackageFormValues = { name: '', sessions: '', price: '', paymentUrl: '' };

/**
 * "Add a package": name, sessions, price in dollars and an optional https payment link, checked with the
 * contract's schema (each error beside its field); the server's refusal shows under the form.
 */
export function AddPackageForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState('');
  const add = useAddPackage();
  const id = useId();

  const set = (key: keyof PackageFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    setRefusal('');
    const checked = checkPackage(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    add.mutate(checked.input, {
      onSuccess: (created) => {
        toast(TOASTS.packageAdded(created.name));
        setValues(EMPTY);
      },
      onError: (error) => setRefusal(serverMessage(error, 'The package could not be added. Please try again.')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-foreground">
        Add a package
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField id={`${id}-name`} label="Name" error={errors.name} hint="As families read it, e.g. “Four sessions”">
            {(props) => (
              <Input {...props} value={values.name} onChange={set('name')} maxLength={LIMITS.name} autoComplete="off" />
            )}
          </FormField>
        </div>
        <FormField id={`${id}-sessions`} label="Sessions" error={errors.sessions}>
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={PACKAGE_SESSIONS.min}
              max={PACKAGE_SESSIONS.max}
              step={1}
              value={values.sessions}
              onChange={set('sessions')}
            />
          )}
        </FormField>
        <FormField id={`${id}-price`} label="Price in dollars" error={errors.price}>
          {(props) => (
            <Input {...props} inputMode="decimal" value={values.price} onChange={set('price')} placeholder="340.00" autoComplete="off" />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            id={`${id}-url`}
            label="Payment link (optional)"
            error={errors.paymentUrl}
            hint="A Stripe, Square or PayPal payment link starting with https://: families see a Pay button opening it."
          >
            {(props) => (
              <Input
                {...props}
                type="url"
                inputMode="url"
                value={values.paymentUrl}
                onChange={set('paymentUrl')}
                maxLength={PAYMENT_URL_MAX}
                placeholder="https://buy.stripe.com/…"
                autoComplete="off"
              />
            )}
          </FormField>
        </div>
      </div>
      <FormProblem>{refusal}</FormProblem>
      <Button type="submit" disabled={add.isPending} className="self-start">
        <PackagePlus className="h-4 w-4" aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add package'}
      </Button>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import Banknote from 'lucide-react/icons/banknote';
import { dayKey, formatMoney, LIMITS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type FieldErrors } from '@app/api/contract';
import { Button, FormField, FormProblem, Input, Select, toast } from '@app/kit/ui';
import { useRecordPayment } from '../../api/account-api';
import { checkPayment, type PaymentFormValues } from '../../lib/account-forms';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';

const emptyPayment = (): PaymentFormValues => ({ amount: '', paidAt: dayKey(new Date()), method: '', note: '' });

/**
 * "Record a payment": amount in dollars, the day it was paid (today unless changed), how, and an optional note,
 * checked with the contract's schema (each error beside its field); the server's refusal shows under the form.
 */
export function RecordPaymentForm({ clientId, name }: { clientId: string; name: string }) {
  const [values, setValues] = useState(emptyPayment);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState('');
  const record = useRecordPayment(clientId);
  const id = useId();

  const set = (key: keyof PaymentFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    setRefusal('');
    const checked = checkPayment(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    record.mutate(checked.input, {
      onSuccess: (payment) => {
        toast(TOASTS.paymentRecorded(formatMoney(payment.amount), name));
        setValues(emptyPayment());
      },
      onError: (error) => setRefusal(serverMessage(error, 'The payment could not be recorded. Please try again.')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h4 id={`${id}-title`} className="text-base font-semibold text-foreground">
        Record a payment
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-amount`} label="Amount in dollars" error={errors.amount}>
          {(props) => (
            <Input {...props} inputMode="decimal" value={values.amount} onChange={set('amount')} placeholder="85.00" autoComplete="off" />
          )}
        </FormField>
        <FormField id={`${id}-paid-at`} label="Date paid" error={errors.paidAt}>
          {(props) => <Input {...props} type="date" max={dayKey(new Date())} value={values.paidAt} onChange={set('paidAt')} />}
        </FormField>
        <FormField id={`${id}-method`} label="Method" error={errors.method}>
          {(props) => (
            <Select {...props} value={values.method} onChange={set('method')}>
              <option value="" disabled>
                Choose…
              </option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={`${id}-note`} label="Note (optional)" error={errors.note} hint="e.g. a check number">
          {(props) => (
            <Input {...props} value={values.note} onChange={set('note')} maxLength={LIMITS.name * 2} autoComplete="off" />
          )}
        </FormField>
      </div>
      <FormProblem>{refusal}</FormProblem>
      <Button type="submit" disabled={record.isPending} className="self-start">
        <Banknote className="h-4 w-4" aria-hidden="true" />
        {record.isPending ? 'Recording...' : 'Record payment'}
      </Button>
    </form>
  );
}

import {
  fieldErrors,
  packageSchema,
  paymentSchema,
  type FieldErrors,
  type PackageInput,
  type PaymentInput,
  type PaymentMethod,
} from '@app/api/contract';
import { numberOf } from './typed-number';

/** The "Add a package" form's values, as typed. */
export interface PackageFormValues {
  name: string;
  sessions: string;
  price: string;
  paymentUrl: string;
}

/** The "Record a payment" form's values, as typed and chosen. */
export interface PaymentFormValues {
  amount: string;
  paidAt: string;
  method: PaymentMethod | '';
  note: string;
}

/** A check's outcome: what to send (money in dollars, as the API takes it), or each field's message. */
export type Checked<T> = { input: T } | { errors: FieldErrors };

/** Checks a new package with the contract's schema (the one the server applies). */
export function checkPackage(values: PackageFormValues): Checked<PackageInput> {
  const input = {
    name: values.name,
    sessions: numberOf(values.sessions),
    price: numberOf(values.price),
    // A pasted link often carries a space at either end.
    paymentUrl: values.paymentUrl.trim(),
  };
  const parsed = packageSchema.safeParse(input);
  return parsed.success ? { input: { ...input, name: parsed.data.name } } : { errors: fieldErrors(parsed.error) };
}

/** Checks a payment with the contract's schema; the method must be chosen, and the server refuses a future date. */
export function checkPayment(values: PaymentFormValues): Checked<PaymentInput> {
  const input = { amount: numberOf(values.amount), paidAt: values.paidAt, method: values.method, note: values.note };
  const parsed = paymentSchema.safeParse(input);
  return parsed.success
    ? { input: { ...input, method: parsed.data.method, note: parsed.data.note } }
    : { errors: fieldErrors(parsed.error) };
}

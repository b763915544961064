import { useId, useState, type FormEvent } from 'react';
import UserPlus from 'lucide-react/icons/user-plus';
import {
  fieldErrors,
  GUARDIAN_RELATIONSHIP_LABELS,
  GUARDIAN_RELATIONSHIPS,
  guardianSchema,
  LIMITS,
  type FieldErrors,
} from '@app/api/contract';
import { Button, FormField, FormProblem, Input, Select, toast } from '@app/kit/ui';
import { useAddGuardian } from '../../api/family-api';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';

const EMPTY = { name: '', email: '', relationship: '' };

/**
 * "Add guardian": name, e-mail and relationship, checked with the contract's schema (each error beside its
 * field); the server's refusal (an address already linked, or a student's) shows under the form. The name
 * starts as the parent's name on the student's profile, when there is one.
 */
export function AddGuardianForm({ clientId, parentName }: { clientId: string; parentName: string }) {
  const [values, setValues] = useState({ ...EMPTY, name: parentName });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState('');
  const add = useAddGuardian(clientId);
  const id = useId();

  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    setRefusal('');
    const parsed = guardianSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast(TOASTS.guardianAdded(parsed.data.name, parsed.data.email));
        setValues(EMPTY);
      },
      onError: (error) => setRefusal(serverMessage(error, 'The guardian could not be added. Please try again.')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h4 id={`${id}-title`} className="text-base font-semibold text-foreground">
          Add guardian
        </h4>
        <p className="text-sm text-muted-foreground">
          The address can then sign in as this student’s guardian and is e-mailed an invitation link that works for 7
          days.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-name`}
          label="Name"
          error={errors.name}
          hint={parentName && values.name === parentName ? 'The parent named on the student’s profile' : undefined}
        >
          {(props) => (
            <Input {...props} value={values.name} onChange={set('name')} maxLength={LIMITS.name} autoComplete="off" />
          )}
        </FormField>
        <FormField id={`${id}-relationship`} label="Relationship" error={errors.relationship}>
          {(props) => (
            <Select {...props} value={values.relationship} onChange={set('relationship')}>
              <option value="" disabled>
                Choose…
              </option>
              {GUARDIAN_RELATIONSHIPS.map((relationship) => (
                <option key={relationship} value={relationship}>
                  {GUARDIAN_RELATIONSHIP_LABELS[relationship]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id={`${id}-email`} label="E-mail" error={errors.email}>
            {(props) => (
              <Input
                {...props}
                type="email"
                inputMode="email"
                autoComplete="off"
                value={values.email}
                onChange={set('email')}
                placeholder="parent@example.com"
              />
            )}
          </FormField>
        </div>
      </div>
      <FormProblem>{refusal}</FormProblem>
      <Button type="submit" disabled={add.isPending} className="self-start">
        <UserPlus className="h-4 w-4" aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add guardian'}
      </Button>
    </form>
  );
}

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  API_PATHS,
  fieldErrors,
  GUARDIAN_RELATIONSHIP_LABELS,
  GUARDIAN_RELATIONSHIPS,
  guardianSchema,
  type ConsultationRequest,
  type FieldErrors,
} from '@app/api/contract';
import { apiRequest, serverMessage } from '@app/kit/api';
import { useMutation } from '@app/kit/query';
import { Button, FormField, FormProblem, Input, Select, toast, type FieldControlProps } from '@app/kit/ui';
import { Dialog } from '@app/kit/panels';
import { TOASTS } from '../messages';

/** Whether a joined request names a parent whose address is not the one the student signed up with. */
export function offersGuardian(request: ConsultationRequest): request is ConsultationRequest & { clientId: string } {
  return (
    !!request.clientId &&
    !!request.parentName.trim() &&
    request.email.toLowerCase() !== (request.invitedEmail ?? '').toLowerCase()
  );
}

/**
 * "Add {parent} as guardian" on a joined request's card: the parent's name and the request's address, as the
 * family wrote them, become a guardian of the client (relationship to choose, "Guardian" as the form's
 * "Parent/Guardian" said), who is e-mailed an invitation. The server's refusal is shown in the dialog.
 */
export function AddGuardianControl({ request }: { request: ConsultationRequest & { clientId: string } }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ name: request.parentName, email: request.email, relationship: 'guardian' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const student = request.studentFirstName;
  const add = useMutation({
    mutationFn: (body: unknown) => apiRequest('POST', API_PATHS.coachClientGuardians(request.clientId), body),
  });

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = guardianSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast(TOASTS.guardianAdded(parsed.data.name, student));
        setOpen(false);
      },
    });
  };

  const field = (key: keyof typeof values, label: string, control: (props: FieldControlProps) => ReactNode) => (
    <FormField id={`${id}-${key}`} label={label} error={errors[key]}>
      {control}
    </FormField>
  );

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Add {request.parentName} as guardian
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!add.isPending) setOpen(next);
          if (!next) add.reset();
        }}
        title={`Add ${request.parentName} as guardian of ${student}`}
        description={`They are e-mailed an invitation link (7 days) and, once they accept the agreement for families, see only what ${student} shares with them.`}
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {field('name', 'Name', (props) => (
            <Input {...props} value={values.name} onChange={set('name')} />
          ))}
          {field('email', 'E-mail', (props) => (
            <Input {...props} type="email" value={values.email} onChange={set('email')} />
          ))}
          {field('relationship', 'Relationship', (props) => (
            <Select {...props} value={values.relationship} onChange={set('relationship')}>
              {GUARDIAN_RELATIONSHIPS.map((relationship) => (
                <option key={relationship} value={relationship}>
                  {GUARDIAN_RELATIONSHIP_LABELS[relationship]}
                </option>
              ))}
            </Select>
          ))}
          {add.isError && <FormProblem>{serverMessage(add.error, TOASTS.guardianAddFailed.description)}</FormProblem>}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" disabled={add.isPending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add guardian'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

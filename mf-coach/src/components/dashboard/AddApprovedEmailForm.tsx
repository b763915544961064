import { useId, useState, type FormEvent } from 'react';
import { approvedEmailSchema, firstError } from '@app/api/contract';
import { Button, Input, Label, toast } from '@app/kit/ui';
import { useAddApprovedEmail } from '../../api/coach-api';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';

/**
 * The add-e-mail field of Platform Access: checked with the contract's schema (trimmed; blank or
 * without '@' gets the 'Invalid Email' toast), then sent; Enter submits as the Add button does.
 */
export function AddApprovedEmailForm() {
  const [value, setValue] = useState('');
  const add = useAddApprovedEmail();
  const inputId = useId();
  const hintId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = approvedEmailSchema.safeParse({ email: value });
    if (!parsed.success) {
      toast({
        ...TOASTS.invalidEmail,
        description: firstError(parsed.error) ?? TOASTS.invalidEmail.description,
      });
      return;
    }
    const email = parsed.data.email;
    add.mutate(email, {
      onSuccess: () => {
        setValue('');
        toast(TOASTS.emailAdded(email));
      },
      onError: (error) => {
        toast({ ...TOASTS.addEmailFailed, description: serverMessage(error, TOASTS.addEmailFailed.description) });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={inputId}>Add email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="student@example.com"
          aria-describedby={hintId}
        />
        <Button type="submit" disabled={add.isPending} className="sm:w-28">
          {add.isPending ? 'Adding...' : 'Add'}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        The address the client will sign in with. Press Enter or choose Add.
      </p>
    </form>
  );
}

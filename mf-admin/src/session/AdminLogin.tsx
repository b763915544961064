import Lock from 'lucide-react/icons/lock';
import { useId, useState, type FormEvent } from 'react';
import { adminLoginSchema, firstError } from '@app/api/contract';
import { Button, FieldError, Input, Label } from '@app/kit/ui';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { useAdminLogin } from './admin-session';

/** The 'Admin Access' card: one password field, validated with the contract's schema before sending. */
export function AdminLogin() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useAdminLogin();
  const fieldId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminLoginSchema.safeParse({ password });
    if (!parsed.success) {
      setError(firstError(parsed.error) ?? 'Password is required');
      // Back to the field, whose description (the error) a screen reader then reads.
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(null);
    login.mutate(parsed.data.password);
  };

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock className="h-6 w-6" />
          </span>
          <h1 className="text-2xl font-semibold leading-tight">Admin Access</h1>
          <CardDescription>Enter password to access consultation requests</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={fieldId}>Password</Label>
              <Input
                id={fieldId}
                type="password"
                name="password"
                autoComplete="current-password"
                placeholder="Enter admin password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  if (error) setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <FieldError id={errorId}>{error}</FieldError>
            </div>
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? 'Logging in...' : 'Access Admin Dashboard'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

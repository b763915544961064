import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import Shield from 'lucide-react/icons/shield';
import { AddApprovedEmailForm } from './AddApprovedEmailForm';
import { ApprovedEmailList } from './ApprovedEmailList';

/** The Platform Access tab: which e-mail addresses may sign in, and the notice of what happens to others. */
export function PlatformAccess() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight text-foreground">Platform Access</h2>
        <CardDescription>Only the email addresses listed here can sign in to the client workspace.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <AddApprovedEmailForm />
        <ApprovedEmailList />
        <aside
          aria-label="Security notice"
          className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950"
        >
          <Shield className="mt-0.5 h-5 w-5 shrink-0" />
          <p>
            <strong className="font-semibold">Security notice:</strong> only approved email addresses can sign in.
            Anyone who signs in with an address that is not on this list sees the access denied page. Removing an
            address ends that person's access at once.
          </p>
        </aside>
      </CardContent>
    </Card>
  );
}

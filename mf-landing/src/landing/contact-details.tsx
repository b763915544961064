import type { SiteInfo } from '@app/api/contract/site';

/** How to reach the practice directly: e-mail, phone and (when given) the address. */
export function ContactDetails({ site }: { site: Pick<SiteInfo, 'coachEmail' | 'phone' | 'address'> }) {
  if (!site.coachEmail && !site.phone && !site.address) return null;
  return (
    <div className="mt-6 border-t border-border pt-6">
      <h3 className="text-lg font-semibold text-foreground">Contact Us Directly</h3>
      <dl className="mt-3 grid gap-2 text-foreground">
        {site.coachEmail && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-muted-foreground">Email:</dt>
            <dd>
              <a
                className="inline-flex min-h-11 items-center break-all text-primary underline-offset-4 hover:underline"
                href={`mailto:${site.coachEmail}`}
              >
                {site.coachEmail}
              </a>
            </dd>
          </div>
        )}
        {site.phone && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-muted-foreground">Phone:</dt>
            <dd>
              <a className="text-primary underline-offset-4 hover:underline" href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>
                {site.phone}
              </a>
            </dd>
          </div>
        )}
        {site.address && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-muted-foreground">Address:</dt>
            <dd className="whitespace-pre-line">{site.address}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

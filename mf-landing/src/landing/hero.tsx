import { formatPrice, SESSION_MINUTES, type SiteInfo } from '@app/api/contract/site';
import { Button, scrollToSection } from '@app/kit/ui';
import CircleCheck from 'lucide-react/icons/circle-check';
import { credentials } from './content';

/**
 * The hero (#home): badge, headline, description, the two buttons to the form, credentials and the price card,
 * which gives the profile's price per hour of 50-minute coaching (Services gives the same price per session).
 */
export function Hero({ site }: { site: Pick<SiteInfo, 'pricePerSession' | 'degrees' | 'yearsExperience'> }) {
  const toContact = () => scrollToSection('contact');
  return (
    <section id="home" aria-labelledby="home-title" className="bg-linear-to-b from-blue-50 to-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:gap-16 lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800">
            Elite Academic Coaching
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl lg:text-6xl"
          >
            Unlock Your True Potential
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            Neuropsychologically-based executive-function coaching for bright high school students, college students and
            young adults. We build the planning, organization, focus and self-management skills that let ability turn
            into results.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={toContact}>
              Schedule Free Consultation
            </Button>
            <Button size="lg" variant="outline" onClick={toContact}>
              Learn More
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-foreground">
            {credentials(site).map((credential) => (
              <li key={credential} className="flex items-center gap-2">
                <CircleCheck className="h-5 w-5 text-green-700" />
                {credential}
              </li>
            ))}
          </ul>
        </div>

        <div className="rounded-2xl border border-border bg-white p-8 text-center shadow-lg" data-price-card="">
          <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">One-on-one coaching</p>
          <p className="mt-3 flex items-baseline justify-center gap-2">
            <span className="text-5xl font-extrabold text-foreground">{formatPrice(site.pricePerSession)}</span>{' '}
            <span className="text-lg text-muted-foreground">per hour</span>
          </p>
          <p className="mt-2 font-medium text-foreground">{SESSION_MINUTES}-minute coaching</p>
          <p className="mt-4 text-sm text-muted-foreground">The first consultation is free.</p>
        </div>
      </div>
    </section>
  );
}

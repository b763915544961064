import { useSite } from '@app/kit/api';
import { SiteHeader } from '@app/kit/ui';
import { About } from './about';
import { Benefits } from './benefits';
import { Contact } from './contact';
import { Footer } from './footer';
import { Hero } from './hero';
import { Services } from './services';
import { WhyChooseUs } from './why-choose-us';

/** The public landing page, every section in order, under the shared site header. */
export function Landing() {
  const site = useSite();
  return (
    <div className="min-h-dvh bg-background">
      <SiteHeader />
      <main>
        <Hero site={site} />
        <Benefits />
        <About site={site} />
        <Services price={site.pricePerSession} />
        <WhyChooseUs testimonials={site.testimonials} />
        <Contact site={site} />
      </main>
      <Footer businessName={site.businessName} />
    </div>
  );
}

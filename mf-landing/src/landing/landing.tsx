import { useEffect } from 'react';
import { useSite } from '@app/kit/api';
import { SiteHeader } from '@app/kit/ui';
import { Contact } from './contact';
import { About, Benefits, Footer, loadSectionsBelowHero, Services, WhyChooseUs } from './deferred-sections';
import { Hero } from './hero';

/** The public landing page, every section in order, under the shared site header. */
export function Landing() {
  const site = useSite();
  useEffect(() => void loadSectionsBelowHero(), []);
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

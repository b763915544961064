import { lazy, memo, Suspense, useState, type ComponentType } from 'react';

type SectionsBelowHero = typeof import('./sections-below-hero');

let allowLoading!: () => void;
const loadingAllowed = new Promise<void>((resolve) => (allowLoading = resolve));
const sectionsBelowHero = loadingAllowed.then(() => import('./sections-below-hero'));
let loaded: SectionsBelowHero | undefined;
void sectionsBelowHero.then((sections) => (loaded = sections));

/**
 * Lets the code of the sections below the hero load. The page calls it once it has first rendered: on a
 * server-rendered page their markup stays as sent and hydrates when the code arrives, so the header, the hero
 * and the consultation form answer clicks sooner, after less JavaScript. The server awaits it before its
 * first render, and then renders every section at once.
 */
export function loadSectionsBelowHero(): Promise<unknown> {
  allowLoading();
  return sectionsBelowHero;
}

/** One section below the hero, rendered (or hydrated) once its code has loaded. */
function deferred<Props extends object>(pick: (sections: SectionsBelowHero) => ComponentType<Props>) {
  const Lazy = lazy(async () => ({ default: pick(await sectionsBelowHero) }));
  // Memoised: rendered again before its code arrives, the section would drop the server's markup for the fallback.
  return memo(function DeferredSection(props: Props) {
    // Chosen once per mounting: the server, which loaded every section first, renders it at once.
    const [Section] = useState(() => (loaded ? pick(loaded) : Lazy));
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  });
}

export const Benefits = deferred((sections) => sections.Benefits);
export const About = deferred((sections) => sections.About);
export const Services = deferred((sections) => sections.Services);
export const WhyChooseUs = deferred((sections) => sections.WhyChooseUs);
export const ContactDetails = deferred((sections) => sections.ContactDetails);
export const Footer = deferred((sections) => sections.Footer);

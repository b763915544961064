/** The parts of the landing page below the hero that nothing needs before it answers clicks (see deferred-sections.tsx). */
export { About } from './about';
export { Benefits } from './benefits';
export { ContactDetails } from './contact-details';
export { Footer } from './footer';
export { Services } from './services';
export { WhyChooseUs } from './why-choose-us';

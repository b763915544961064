import { scrollToSection } from '@app/kit/ui';
import type { LucideIcon } from 'lucide-react';
import ChartColumn from 'lucide-react/icons/chart-column';
import Compass from 'lucide-react/icons/compass';
import FlaskConical from 'lucide-react/icons/flask-conical';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { REASONS } from './content';
import type { Testimonial } from '@app/api/contract/site';
import { Card } from './card';
import { IconBubble, Section } from './section';
import { Testimonials } from './testimonials';

const ICONS: LucideIcon[] = [FlaskConical, SlidersHorizontal, ChartColumn, Compass];

/**
 * Why Choose Us (#testimonials): four reasons, what families say (when the practice has published
 * testimonials) and the call to action that scrolls to the form.
 */
export function WhyChooseUs({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Section
      id="testimonials"
      eyebrow="The Difference"
      title="Why Choose Us"
      intro="Coaching built on evidence and tailored to one student at a time."
      className="bg-white"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((reason, index) => {
          const Icon = ICONS[index] ?? FlaskConical;
          return (
            <Card as="li" tone="flat" key={reason.title}>
              <IconBubble>
                <Icon className="h-6 w-6" />
              </IconBubble>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{reason.title}</h3>
              <p className="mt-2 text-muted-foreground">{reason.text}</p>
            </Card>
          );
        })}
      </ul>
      <Testimonials testimonials={testimonials} />
      <div className="mt-12 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-12">
        <p className="text-2xl font-bold sm:text-3xl">Ready to help your student thrive?</p>
        <p className="mx-auto mt-3 max-w-2xl text-blue-50">
          Start with a free consultation: we&apos;ll talk through the challenges and goals, and what coaching would look
          like.
        </p>
        <button
          type="button"
          className="mt-6 inline-flex h-11 items-center justify-center rounded-md bg-white px-8 text-base font-medium text-primary transition-colors hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-primary"
          onClick={() => scrollToSection('contact')}
        >
          Schedule Your Free Consultation
        </button>
      </div>
    </Section>
  );
}

import type { Testimonial } from '@app/api/contract/site';
import { Card } from './card';

/** What parents and students say (shown in Why Choose Us once the practice has published some). */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <div className="mt-12">
      <h3 className="text-center text-2xl font-bold text-foreground">What Families Say</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <Card as="li" tone="flat" key={`${testimonial.attribution}|${testimonial.text}`}>
            <figure className="flex h-full flex-col gap-4">
              <blockquote className="flex-1 whitespace-pre-line text-foreground">“{testimonial.text}”</blockquote>
              <figcaption className="text-sm font-medium text-muted-foreground">{testimonial.attribution}</figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </div>
  );
}

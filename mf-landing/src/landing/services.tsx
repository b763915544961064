import { Button, scrollToSection } from '@app/kit/ui';
import CircleCheck from 'lucide-react/icons/circle-check';
import Star from 'lucide-react/icons/star';
import Target from 'lucide-react/icons/target';
import { formatPrice, SESSION_MINUTES } from '@app/api/contract/site';
import { PROCESS_STEPS, SESSION_FEATURES, TARGETS } from './content';
import { Card } from './card';
import { Section } from './section';

/** Services (#services): what we target, the four-step process and the 'Most Popular' session card. */
export function Services({ price }: { price: number }) {
  return (
    <Section
      id="services"
      eyebrow="Services"
      title="Coaching That Builds Lasting Skills"
      intro="One-on-one sessions that target the executive functions behind schoolwork, with a clear process from first assessment to independence."
    >
      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="sm:p-8">
          <h3 className="flex items-center gap-2 text-xl font-semibold text-foreground">
            <Target className="h-6 w-6 text-primary" />
            What We Target
          </h3>
          <ul className="mt-6 grid gap-3">
            {TARGETS.map((target) => (
              <li key={target} className="flex gap-3 text-foreground">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                {target}
              </li>
            ))}
          </ul>
        </Card>

        <Card className="sm:p-8">
          <h3 className="text-xl font-semibold text-foreground">Our Process</h3>
          <ol className="mt-6 grid gap-5">
            {PROCESS_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h4 className="font-semibold text-foreground">{step.title}</h4>
                  <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>

        <Card tone="featured" className="relative flex flex-col sm:p-8">
          <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
            <Star className="h-3.5 w-3.5" />
            Most Popular
          </p>
          <h3 className="text-xl font-semibold text-foreground">Executive Function Coaching</h3>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-4xl font-extrabold text-foreground">{formatPrice(price)}</span>
            <span className="text-muted-foreground">per {SESSION_MINUTES}-minute session</span>
          </p>
          <ul className="mt-6 grid gap-3">
            {SESSION_FEATURES.map((feature) => (
              <li key={feature} className="flex gap-3 text-foreground">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="min-h-8 flex-1" />
          <Button size="lg" className="w-full" onClick={() => scrollToSection('contact')}>
            Book Your Session
          </Button>
        </Card>
      </div>
    </Section>
  );
}

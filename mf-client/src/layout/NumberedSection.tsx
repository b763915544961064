import type { ReactNode } from 'react';
import { Card } from '@app/kit/panels';

interface NumberedSectionProps {
  number: number;
  title: string;
  /** Id of the heading, so controls inside can be named by it. */
  headingId: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One numbered step of a form: a numbered heading, a short explanation, then the step's fields. */
export function NumberedSection({ number, title, headingId, description, children }: NumberedSectionProps) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {number}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold leading-8">
              <span className="sr-only">Step {number}: </span>
              {title}
            </h2>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}

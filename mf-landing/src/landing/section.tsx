import type { ReactNode } from 'react';
import { cn } from '@app/kit/ui';

/** Props of {@link Section}. */
export interface SectionProps {
  /** The id the header's navigation scrolls to (or a local id when the section is not in the nav). */
  id: string;
  /** Small line above the heading. */
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Hides the heading visually (it still names the section for screen readers). */
  hiddenTitle?: boolean;
  /** Vertical padding classes (the default suits most sections). */
  spacing?: string;
  className?: string;
  children: ReactNode;
}

/** A landing-page section: a labelled region with a centred heading and a width-limited body. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  hiddenTitle,
  spacing = 'py-16 sm:py-20',
  className,
  children,
}: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={cn(spacing, className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className={cn('mx-auto max-w-2xl text-center', hiddenTitle ? 'sr-only' : 'mb-12')}>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
          <h2 id={titleId} className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A round tinted badge holding an icon. */
export function IconBubble({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-blue-100 text-primary',
        className,
      )}
    >
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@app/kit/ui';

/** How a card stands out from its section. */
const TONES = {
  /** White and lightly raised, on the page's tinted background. */
  raised: 'rounded-xl border border-border bg-white p-6 shadow-sm',
  /** Tinted and flat, on a white section. */
  flat: 'rounded-xl border border-border bg-background p-6',
  /** Outlined in the brand colour and raised higher: the offer the page recommends. */
  featured: 'rounded-xl border-2 border-primary bg-white p-6 shadow-lg',
} as const;

/** Props of {@link Card}. */
export interface CardProps {
  /** The element: a list item when the card is one of a list. */
  as?: 'div' | 'li';
  tone?: keyof typeof TONES;
  /** Layout and padding added to the tone's classes. */
  className?: string;
  children: ReactNode;
}

/** A landing-page card: a rounded, bordered panel grouping one topic of a section. */
export function Card({ as: Element = 'div', tone = 'raised', className, children }: CardProps) {
  return <Element className={cn(TONES[tone], className)}>{children}</Element>;
}

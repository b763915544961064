import type { LucideIcon } from 'lucide-react';
import Brain from 'lucide-react/icons/brain';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import TrendingUp from 'lucide-react/icons/trending-up';
import { BENEFITS } from './content';
import { Card } from './card';
import { IconBubble, Section } from './section';

const ICONS: LucideIcon[] = [Brain, HeartHandshake, TrendingUp];

/** The three benefit cards under the hero. */
export function Benefits() {
  return (
    <Section id="benefits" title="Benefits of coaching" hiddenTitle spacing="pb-16 sm:pb-20">
      <ul className="grid gap-6 md:grid-cols-3">
        {BENEFITS.map((benefit, index) => {
          const Icon = ICONS[index] ?? Brain;
          return (
            <Card as="li" key={benefit.title}>
              <IconBubble>
                <Icon className="h-6 w-6" />
              </IconBubble>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{benefit.title}</h3>
              <p className="mt-2 text-muted-foreground">{benefit.text}</p>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}

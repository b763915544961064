import { Card } from '@app/kit/panels';
import { BoatElementToggle } from './BoatElementToggle';
import type { BoatPart } from './types';

/** One part of the Boat: its title, what it stands for, an introduction, and its elements (grouped in tiers for the sails). */
export function BoatPartSection({ part }: { part: BoatPart }) {
  const headingId = `boat-${part.id}`;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{part.tagline}</p>
        <h2 id={headingId} className="mt-1 text-2xl font-bold">
          {part.title}
        </h2>
        <p className="mt-2 max-w-3xl text-foreground">{part.intro}</p>
        <div className="mt-5 flex flex-col gap-6">
          {part.groups.map((group, index) => (
            <div key={group.title ?? index}>
              {group.title && <h3 className="text-lg font-semibold">{group.title}</h3>}
              {group.intro && <p className="mb-3 text-sm text-muted-foreground">{group.intro}</p>}
              <div className="grid items-start gap-3 md:grid-cols-2">
                {group.elements.map((element) => (
                  <BoatElementToggle key={element.id} element={element} headingLevel={group.title ? 4 : 3} />
                ))}
              </div>
            </div>
          ))}
        </div>
      </section>
    </Card>
  );
}

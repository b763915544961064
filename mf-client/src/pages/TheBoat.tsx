import { Link } from '@app/kit/router';
import { useCurrentUser } from '@app/kit/api';
import { buttonClass } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { AccessRequired } from '../boat/AccessRequired';
import { BoatIllustration } from '../boat/BoatIllustration';
import { BoatPartSection } from '../boat/BoatPartSection';
import { BIG_PICTURE, BOAT_INTRO, BOAT_PARTS, JOURNEY_LINKS } from '../boat/content';
import { PageTitle, StudentPage } from '../layout/StudentPage';

/** The Boat (/the-boat): the framework that explains how a student learns and grows; signed-in students only. */
export default function TheBoat() {
  const { isAuthenticated } = useCurrentUser();
  if (!isAuthenticated) return <AccessRequired />;
  return (
    <StudentPage>
      <PageTitle title="The Boat" description={BOAT_INTRO} />
      <div className="flex flex-col gap-6">
        <Card className="overflow-hidden">
          <BoatIllustration />
        </Card>
        {BOAT_PARTS.map((part) => (
          <BoatPartSection key={part.id} part={part} />
        ))}
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="boat-big-picture">
            <h2 id="boat-big-picture" className="text-2xl font-bold">
              The Big Picture
            </h2>
            {BIG_PICTURE.map((paragraph) => (
              <p key={paragraph.slice(0, 20)} className="mt-3 max-w-3xl">
                {paragraph}
              </p>
            ))}
          </section>
        </Card>
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="boat-journey">
            <h2 id="boat-journey" className="text-2xl font-bold">
              Connecting to Your Journey
            </h2>
            <p className="mt-2 max-w-3xl">
              Everything you do here connects to the Boat. Your coach will help you use it to understand what is happening
              when things get hard, and to celebrate progress when they go well.
            </p>
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {JOURNEY_LINKS.map((link) => (
                <li key={link.to} className="flex flex-col items-start gap-2 rounded-lg border border-border p-4">
                  <h3 className="font-semibold">{link.title}</h3>
                  <p className="text-sm text-muted-foreground">{link.text}</p>
                  <Link to={link.to} className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-auto' })}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </Card>
      </div>
    </StudentPage>
  );
}

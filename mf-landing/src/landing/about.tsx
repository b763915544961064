import { DRAWN_PORTRAIT_URL, type SiteInfo } from '@app/api/contract/site';
import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Target from 'lucide-react/icons/target';
import { qualifications } from './content';
import { IconBubble } from './section';

/** A degree gets the cap; licence and experience the award; the specialism (last) the target. */
function iconOf(title: string, index: number, count: number): LucideIcon {
  if (index === count - 1) return Target;
  return /\b(PhD|MA|MS|MEd|BA|BS|EdD|PsyD|Master|Bachelor|Doctor)/i.test(title) ? GraduationCap : Award;
}

/** The portrait's text alternative: a photo of the coach, or, until one is uploaded, the drawing standing in for it. */
function portraitAlt(photoUrl: string, coach: string): string {
  return photoUrl === DRAWN_PORTRAIT_URL ? `Illustrated portrait standing in for a photo of ${coach}` : `Photo of ${coach}`;
}

/** The coach's name as a heading, or a neutral one while the business identity is not known. */
function coachHeading(coachName: string): string {
  return coachName ? `Meet ${coachName}` : 'Meet Your Coach';
}

/** About (#about): the coach's profile, photo and qualifications (degrees, licence, experience, specialism). */
export function About({
  site,
}: {
  site: Pick<SiteInfo, 'coachName' | 'coachPhotoUrl' | 'degrees' | 'licence' | 'yearsExperience'>;
}) {
  const coach = site.coachName || 'Your coach';
  const items = qualifications(site);
  const experience = site.yearsExperience > 0 ? ` with over ${site.yearsExperience} years of experience` : '';
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div className="mx-auto w-full max-w-xs sm:max-w-sm">
          {site.coachPhotoUrl ? (
            // Width and height reserve the space before the image arrives; below the fold, so lazy.
            <img
              src={site.coachPhotoUrl}
              alt={portraitAlt(site.coachPhotoUrl, coach)}
              width={480}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-[4/5] w-full rounded-2xl bg-blue-50 object-cover shadow-lg"
            />
          ) : (
            <div aria-hidden="true" className="aspect-[4/5] w-full rounded-2xl bg-blue-50 shadow-lg" />
          )}
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">About</p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            {coachHeading(site.coachName)}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
            {coach} is an educational psychologist{experience} helping bright students, including in elite private
            schools, turn ability into results.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Coaching is grounded in neuropsychology: together we find out which executive functions are getting in the
            way, then build the skills and habits that work for your student.
          </p>
          <ul className="mt-8 grid gap-5">
            {items.map((qualification, index) => {
              const Icon = iconOf(qualification.title, index, items.length);
              return (
                <li key={qualification.title} className="flex gap-4">
                  <IconBubble>
                    <Icon className="h-6 w-6" />
                  </IconBubble>
                  <div>
                    <h3 className="font-semibold text-foreground">{qualification.title}</h3>
                    <p className="mt-1 text-muted-foreground">{qualification.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}

import type { SiteInfo } from '@app/api/contract/site';
import { ConsultationForm } from '../consultation/consultation-form';
import { PRIVACY_PATHS } from '../privacy/paths';
import Calendar from 'lucide-react/icons/calendar';
import CircleCheck from 'lucide-react/icons/circle-check';
import { CONSULTATION_BENEFITS } from './content';
import { ContactDetails } from './deferred-sections';
import { Card } from './card';
import { Section } from './section';

/**
 * The consultation section (#contact): what the free consultation covers, how to reach the practice, and
 * the request form with the practice's privacy note and a link to the privacy notice for families beside it.
 */
export function Contact({ site }: { site: Pick<SiteInfo, 'coachEmail' | 'phone' | 'address' | 'privacyNote'> }) {
  return (
    <Section
      id="contact"
      eyebrow="Contact"
      title="Request Your Free Consultation"
      intro="Tell us a little about your student. We'll contact you within 24 hours to schedule your free consultation."
    >
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <Card className="h-fit sm:p-8">
          <h3 className="flex items-center gap-2 text-xl font-semibold text-foreground">
            <Calendar className="h-6 w-6 text-primary" />
            Your Free Consultation
          </h3>
          <p className="mt-3 text-muted-foreground">A relaxed conversation with no obligation, covering:</p>
          <ul className="mt-5 grid gap-3">
            {CONSULTATION_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-foreground">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                {benefit}
              </li>
            ))}
          </ul>
          <ContactDetails site={site} />
        </Card>
        <Card className="sm:p-8">
          <h3 className="text-xl font-semibold text-foreground">Tell Us About Your Student</h3>
          <p id="consultation-privacy" className="mt-3 rounded-md bg-muted p-3 text-sm text-foreground">
            <span className="font-semibold">Your privacy: </span>
            {site.privacyNote && <>{site.privacyNote} </>}
            <a href={PRIVACY_PATHS.families} className="font-medium text-primary underline inline-flex min-h-11 items-center sm:min-h-0">
              Read the privacy notice for families
            </a>
          </p>
          <div className="mt-6">
            <ConsultationForm />
          </div>
        </Card>
      </div>
    </Section>
  );
}

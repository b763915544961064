import { SHARING_SECTIONS, SHARING_SECTION_TEXT, type FamilyStudent, type SharingSection } from '@app/api/contract';
import { Card } from '@app/kit/panels';
import { BriefList } from './BriefList';
import { SectionView } from './section-views';

/** Said above the sections the student keeps to themselves. */
export const notSharedText = (firstName: string) => `${firstName} has not shared these`;

/**
 * One student as a guardian sees them: each shared section with its content, then one short list of the sections
 * the student keeps to themselves, then the coach's briefs to the family. The Family page and the student's preview
 * both draw it, so the preview is exactly what the guardian sees.
 */
export function SharedStudent({ student, level = 2 }: { student: FamilyStudent; level?: 2 | 3 }) {
  const Name = level === 2 ? 'h2' : 'h3';
  const SectionHeading = level === 2 ? 'h3' : 'h4';
  const partHeading = level === 2 ? 'h4' : 'h5';
  const isShared = (section: SharingSection) => Object.prototype.hasOwnProperty.call(student.sections, section);
  const kept = SHARING_SECTIONS.filter((section) => !isShared(section));
  return (
    <article aria-label={student.firstName} className="flex flex-col gap-4" data-family-student={student.id}>
      <Name className="text-xl font-semibold">{student.firstName}</Name>
      {SHARING_SECTIONS.filter(isShared).map((section) => (
        <Card key={section} className="flex flex-col gap-3 p-4 sm:p-5" data-section={section} data-shared="true">
          <SectionHeading className="font-semibold">{SHARING_SECTION_TEXT[section].label}</SectionHeading>
          <SectionView
            section={section}
            value={student.sections[section]}
            partHeading={partHeading}
            studentId={student.id}
          />
        </Card>
      ))}
      {kept.length > 0 && (
        <Card className="flex flex-col gap-3 p-4 sm:p-5" data-not-shared>
          <SectionHeading className="font-semibold">{notSharedText(student.firstName)}</SectionHeading>
          <ul className="flex flex-wrap gap-2">
            {kept.map((section) => (
              <li key={section} className="rounded-full bg-muted px-3 py-1 text-sm" data-section={section} data-shared="false">
                {SHARING_SECTION_TEXT[section].label}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card className="flex flex-col gap-3 p-4 sm:p-5" data-section="briefs">
        <SectionHeading className="font-semibold">From the coach</SectionHeading>
        <BriefList briefs={student.briefs} empty="No briefs yet." Heading={partHeading} />
      </Card>
    </article>
  );
}

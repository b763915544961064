import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import type { Family as FamilyData } from '@app/api/contract';
import { Card, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/kit/panels';
import { Link } from '@app/kit/router';
import { AgreementGate } from '../family/AgreementGate';
import { needsAgreement, useFamily } from '../family/family-queries';
import { FamilyFrame } from '../family/FamilyFrame';
import { SharedStudent } from '../family/SharedStudent';
import { LoadFailed, Loading } from '../layout/QueryState';

function PracticeContact({ practice }: { practice: FamilyData['practice'] }) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Contact the practice</h2>
      <p className="text-sm">
        {practice.coachName}, {practice.name}
      </p>
      <div className="flex flex-col gap-1 text-sm">
        {practice.email && (
          <a href={`mailto:${practice.email}`} className="inline-flex min-h-11 items-center gap-2 text-primary underline sm:min-h-0">
            <Mail aria-hidden="true" className="h-4 w-4" />
            {practice.email}
          </a>
        )}
        {practice.phone && (
          <a href={`tel:${practice.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center gap-2 text-primary underline sm:min-h-0">
            <Phone aria-hidden="true" className="h-4 w-4" />
            {practice.phone}
          </a>
        )}
      </div>
    </Card>
  );
}

/** The students, each on a tab of their own when there are several (siblings are seen separately). */
function Students({ students }: { students: FamilyData['students'] }) {
  if (students.length === 0) {
    return <p className="text-sm text-muted-foreground">No student is linked to you yet. The coach links families to students.</p>;
  }
  if (students.length === 1) return <SharedStudent student={students[0]!} />;
  return (
    <Tabs defaultValue={students[0]!.id} className="flex flex-col gap-4">
      <TabsList aria-label="Your students" className="self-start">
        {students.map((student) => (
          <TabsTrigger key={student.id} value={student.id}>
            {student.firstName}
          </TabsTrigger>
        ))}
      </TabsList>
      {students.map((student) => (
        <TabsContent key={student.id} value={student.id}>
          <SharedStudent student={student} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * The Family page (/ and /family for a guardian): first the practice's agreement until it is accepted, then what
 * each student shares, the coach's briefs, and how to reach the practice.
 */
export default function Family() {
  const family = useFamily();
  let content: ReactNode;
  if (family.isPending) content = <Loading label="Loading..." />;
  else if (family.isError)
    content = needsAgreement(family.error) ? (
      <AgreementGate />
    ) : (
      <LoadFailed message="This page could not be loaded." onRetry={() => void family.refetch()} />
    );
  else
    content = (
      <>
        <Students students={family.data.students} />
        <PracticeContact practice={family.data.practice} />
      </>
    );
  return (
    <FamilyFrame>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Family</h1>
        <p className="mt-2 text-muted-foreground">
          What your student chooses to share with you, and the coach&apos;s briefs. Your student decides what you see.
        </p>
      </div>
      {content}
      <p className="text-sm">
        <Link to="/privacy/families" className="text-primary underline inline-flex min-h-11 items-center sm:min-h-0">
          How the practice handles your family&apos;s information (privacy notice)
        </Link>
      </p>
    </FamilyFrame>
  );
}

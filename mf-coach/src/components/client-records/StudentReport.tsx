import type { ReactNode } from 'react';
import {
  ACCESS_ACTION_LABELS,
  ORIENTATION_QUESTIONS,
  decodeList,
  planTitle,
  readableNextReassessment,
  clockTime,
  formatCalendarDate,
  formatDate,
  type StudentExport,
} from '@app/api/contract';
import { categoryLabel } from '../../lib/progress';
import { actorLabel } from './AccessLogTab';

/** One section of the printed report: a page of its own. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 break-after-page pb-8 last:break-after-auto">
      <h2 className="border-b border-black pb-1 text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="whitespace-pre-wrap break-words">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function List({ items }: { items: string[] }) {
  if (items.length === 0) return <p>None</p>;
  return (
    <ul className="list-disc pl-6">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Everything held about a student (the export), laid out for paper: black on white, one section a
 * page (profile, the coach's notes, orientation, plans, activity progress, access log).
 */
export function StudentReport({ data }: { data: StudentExport }) {
  const { profile } = data;
  const name = `${profile.studentFirstName} ${profile.studentLastName}`;
  return (
    <article className="bg-white p-8 text-[11pt] leading-relaxed text-black" aria-label={`Report on ${name}`}>
      <Section title={`Student record: ${name}`}>
        <p>Printed {formatDate(data.exportedAt)}.</p>
        <Facts
          rows={[
            ['Grade level', profile.gradeLevel],
            ['Date of birth', formatCalendarDate(profile.dateOfBirth)],
            ['Parent or guardian', profile.parentName],
            ['E-mail', data.account.email],
            ['Phone', profile.phone],
            ['Status', profile.isActive ? 'Active' : 'Inactive'],
            ['Joined', formatDate(profile.createdAt)],
            ['Challenges', profile.challenges],
            ['Goals', profile.goals],
          ]}
        />
      </Section>
      {data.coachNotes && (
        <Section title={data.coachNotes.label}>
          <p className="whitespace-pre-wrap break-words">{data.coachNotes.text || 'No notes added yet'}</p>
        </Section>
      )}
      <Section title="Orientation">
        {data.orientation ? (
          <Facts rows={ORIENTATION_QUESTIONS.map(({ field, question }) => [question, data.orientation![field]])} />
        ) : (
          <p>Not completed yet.</p>
        )}
      </Section>
      <Section title="Plans">
        {data.plans.length === 0 && <p>No plans yet.</p>}
        {data.plans.map((plan, index) => (
          <div key={plan.id} className="flex flex-col gap-2 break-inside-avoid">
            <h3 className="text-lg font-semibold">
              {planTitle(index + 1)}: {plan.selectedGoal}
            </h3>
            <Facts
              rows={[
                ['Created', formatDate(plan.createdAt)],
                ['Internal barriers', <List key="i" items={decodeList(plan.internalBarriers)} />],
                ['External barriers', <List key="e" items={decodeList(plan.externalBarriers)} />],
                ['Strategies', <List key="s" items={decodeList(plan.strategies)} />],
                ['Implementation plan', plan.implementationPlan],
                ['Reassessment date', formatCalendarDate(plan.reassessmentDate)],
              ]}
            />
            {plan.reassessments.map((entry, step) => (
              <div key={step} className="ml-4 border-l-2 border-black pl-3">
                <h4 className="font-semibold">Reassessment of {formatDate(entry.createdAt)}</h4>
                <Facts
                  rows={[
                    ['Current status', entry.currentStatus],
                    ['What worked', entry.whatWorked],
                    ["What didn't work", entry.whatDidntWork],
                    ['Goal', entry.updatedGoal],
                    ['Next reassessment', entry.nextReassessment ? readableNextReassessment(entry.nextReassessment) : ''],
                  ]}
                />
              </div>
            ))}
          </div>
        ))}
      </Section>
      <Section title="Activity Progress">
        {data.activityProgress.length === 0 ? (
          <p>No activities started yet.</p>
        ) : (
          <ul className="list-disc pl-6">
            {data.activityProgress.map((record) => (
              <li key={record.id}>
                {record.activity?.title ?? 'Activity no longer in the library'}
                {record.activity ? ` (${categoryLabel(record.activity.category)})` : ''}:{' '}
                {record.completed ? `completed ${formatDate(record.completedAt)}` : 'in progress'}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Access Log">
        <ul className="flex flex-col gap-1">
          {data.accessLog.map((entry) => (
            <li key={entry.id}>
              {formatDate(entry.at)} {clockTime(entry.at)}:{' '}
              {ACCESS_ACTION_LABELS[entry.action]}, {actorLabel(entry)}
            </li>
          ))}
        </ul>
      </Section>
    </article>
  );
}

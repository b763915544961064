import type { ReactNode } from 'react';
import { readableNextReassessment, formatDateTime, type Reassessment } from '@app/api/contract';
import { Badge, Card } from '@app/kit/panels';
import { goalChanged, newestFirst } from './reassessment-history';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line break-words">{children}</dd>
    </>
  );
}

/** The history of a plan's reassessments, newest first, each with everything the student wrote. */
export function ReassessmentHistory({ history }: { history: readonly Reassessment[] }) {
  const entries = newestFirst(history);
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4 print:break-before-auto">
      <h2 id="history-heading" className="text-xl font-semibold">
        Reassessment History
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No reassessments yet. When your reassessment date comes, look back at what is working and adjust the plan.
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {entries.map((entry, index) => (
            <li key={`${entry.createdAt}-${index}`}>
              <Card className="p-5 print:break-inside-avoid print:shadow-none">
                <article aria-labelledby={`reassessment-${index}`}>
                  <h3 id={`reassessment-${index}`} className="font-semibold">
                    Reassessment of {formatDateTime(entry.createdAt)}
                  </h3>
                  <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[11rem_1fr]">
                    <Row label="Current status">{entry.currentStatus}</Row>
                    {entry.whatWorked && <Row label="What worked">{entry.whatWorked}</Row>}
                    {entry.whatDidntWork && <Row label="What didn't work">{entry.whatDidntWork}</Row>}
                    {entry.newBarriers.length > 0 && (
                      <Row label="New barriers">
                        <ul className="flex flex-col gap-1">
                          {entry.newBarriers.map((barrier, i) => (
                            <li key={i} className="flex flex-wrap items-center gap-2">
                              <Badge variant="outline" className="capitalize">
                                {barrier.type}
                              </Badge>
                              <span>{barrier.description}</span>
                            </li>
                          ))}
                        </ul>
                      </Row>
                    )}
                    {entry.newStrategies.length > 0 && (
                      <Row label="New strategies">
                        <ul className="flex flex-col gap-1">
                          {entry.newStrategies.map((strategy, i) => (
                            <li key={i}>
                              {strategy.description} <span className="text-muted-foreground">({strategy.timeframe})</span>
                              {strategy.resources && <span className="block text-muted-foreground">Resources: {strategy.resources}</span>}
                            </li>
                          ))}
                        </ul>
                      </Row>
                    )}
                    {goalChanged(entry) && (
                      <Row label="Goal adjusted">
                        <span className="block text-muted-foreground line-through">{entry.previousGoal}</span>
                        <span className="block">{entry.updatedGoal}</span>
                      </Row>
                    )}
                    {entry.nextReassessment && <Row label="Next reassessment">{readableNextReassessment(entry.nextReassessment)}</Row>}
                  </dl>
                </article>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

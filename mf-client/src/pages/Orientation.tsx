import CircleCheck from 'lucide-react/icons/circle-check';
import Lock from 'lucide-react/icons/lock';
import { useEffect, useMemo, useRef, useState } from 'react';
import { orientationAnswers, orientationSchema, type OrientationPayload } from '@app/api/contract';
import { useCurrentUser } from '@app/kit/api';
import { useSyncStatus } from '@app/kit/sync-status';
import { Button } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { useOffline } from '../data/connection';
import { isNetworkError, useOrientation } from '../data/queries';
import { DraftNotices, DraftSavedLine } from '../drafts/DraftNotices';
import { sameValues } from '../drafts/draft-envelope';
import { useDraftSubmit } from '../drafts/use-draft-submit';
import { useFormDraft } from '../drafts/use-form-draft';
import { TextAreaField } from '../forms/Field';
import { checkWith } from '../forms/field-errors';
import { LoadFailed, Loading } from '../layout/QueryState';
import { PageTitle, StudentPage } from '../layout/StudentPage';
import {
  EMPTY_ORIENTATION,
  GOAL_QUESTIONS,
  PRIVACY_NOTE,
  REFLECTION_QUESTIONS,
  SAVED_LINE,
  SMART_FRAMEWORK,
} from '../orientation/content';
import { ORIENTATION_DRAFT_KEY, useSaveOrientation } from '../orientation/use-save-orientation';
import { queuedLine } from '../messages';

/** Orientation (/orientation): four reflection questions and three SMART goals, kept as a draft while typing. */
export default function Orientation() {
  const { user } = useCurrentUser();
  const orientation = useOrientation();
  const record = orientation.data;
  const server = useMemo(
    () => (record ? { values: orientationAnswers(record), updatedAt: record.updatedAt } : undefined),
    [record],
  );
  // Offline, the form still works from the device (over the answers last seen, when the service worker kept them);
  // a server failure must not invite overwriting saved answers.
  const offline = useOffline() || (orientation.isError && isNetworkError(orientation.error));
  // The form opens over the saved answers once they are read, or offline without them; never after a failed read.
  const draft = useFormDraft<OrientationPayload>({
    draftKey: ORIENTATION_DRAFT_KEY,
    userId: user?.id,
    ready: orientation.isSuccess || offline,
    server,
    initial: EMPTY_ORIENTATION,
  });
  // Opened offline without the saved answers: once they arrive, the draft meets them as on opening the page.
  const openedWithout = useRef(false);
  const { loaded, reconsider } = draft;
  useEffect(() => {
    if (!loaded) return;
    if (!orientation.isSuccess) openedWithout.current = true;
    else if (openedWithout.current) {
      openedWithout.current = false;
      void reconsider();
    }
  }, [loaded, orientation.isSuccess, reconsider]);
  const save = useSaveOrientation(user?.id);
  const exists = !!record;
  // The server accepted a save during this visit: the confirmation line shows until the answers change.
  const [confirmed, setConfirmed] = useState(false);
  const { formRef, errors, saving, queued, set, onSubmit } = useDraftSubmit(draft, {
    validate: (values) => checkWith(orientationSchema, values),
    save: async (payload, settled) => {
      const outcome = await save(payload, record ?? null, settled);
      // Refused as a first save: a copy was saved elsewhere meanwhile. Read it, and meet the draft with it as on
      // opening the page (an older draft asks which to keep).
      if (outcome === null && !exists) {
        await orientation.refetch();
        await draft.reconsider();
      }
      return outcome;
    },
    // Typed on while the save was on its way: what was typed since stays.
    onSaved: (saved, sent) => {
      setConfirmed(true);
      return draft.forget(orientationAnswers(saved), sent);
    },
  });
  const pendingSaves = useSyncStatus((state) => state.pending);
  const phase = useSyncStatus((state) => state.phase);
  const waiting = queued && pendingSaves > 0;

  const saved = exists && !!server && sameValues(server.values, draft.values);

  const field = (name: keyof OrientationPayload) => ({
    name,
    value: draft.values[name],
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });

  return (
    <StudentPage>
      <PageTitle
        title="Orientation"
        description="Take the helm of your own boat. These questions help you and your coach understand who you are, what you can steer, and where you want to go. There are no right answers; write as much or as little as you like."
      />
      {orientation.isError && !offline ? (
        <LoadFailed message="Your responses could not be loaded." onRetry={() => void orientation.refetch()} />
      ) : !draft.loaded ? (
        <Loading label="Loading your responses..." />
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
          <DraftNotices draft={draft} what="responses" offline={offline} />

          <section aria-labelledby="reflection-heading" className="flex flex-col gap-4">
            <h2 id="reflection-heading" className="text-xl font-semibold">
              Reflection Questions
            </h2>
            {REFLECTION_QUESTIONS.map((question, index) => (
              <Card key={question.field} className="p-5 sm:p-6">
                <TextAreaField
                  rows={5}
                  label={
                    <span className="text-base font-semibold">
                      {index + 1}. {question.question}
                    </span>
                  }
                  hint={
                    <span className="block">
                      <span className="block font-medium text-foreground">Questions to get you thinking:</span>
                      <span className="mt-1 block">
                        {question.prompts.map((prompt) => (
                          <span key={prompt} className="block before:mr-2 before:content-['•']">
                            {prompt}
                          </span>
                        ))}
                      </span>
                    </span>
                  }
                  {...field(question.field)}
                />
              </Card>
            ))}
          </section>

          <section aria-labelledby="goals-heading" className="flex flex-col gap-4">
            <h2 id="goals-heading" className="text-xl font-semibold">
              Your SMART Goals
            </h2>
            <Card className="p-5 sm:p-6">
              <h3 className="font-semibold">What makes a goal SMART?</h3>
              <p className="mt-1 text-sm text-muted-foreground">
                A SMART goal is clear enough that you know exactly what to do next and when you have done it.
              </p>
              <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
                {SMART_FRAMEWORK.map((part) => (
                  <div key={part.letter} className="rounded-md bg-muted p-3">
                    <dt className="flex items-center gap-2 font-semibold">
                      <span
                        aria-hidden="true"
                        className="flex h-7 w-7 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground"
                      >
                        {part.letter}
                      </span>
                      {part.word}
                    </dt>
                    <dd className="mt-2 text-sm text-foreground">{part.text}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            {GOAL_QUESTIONS.map((goal) => (
              <Card key={goal.field} className="p-5 sm:p-6">
                <TextAreaField
                  rows={3}
                  label={<span className="text-base font-semibold">{goal.question}</span>}
                  placeholder={goal.placeholder}
                  {...field(goal.field)}
                />
              </Card>
            ))}
          </section>

          <div className="flex flex-col gap-3 rounded-lg border border-border bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col gap-1">
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Lock className="h-4 w-4 shrink-0" />
                {PRIVACY_NOTE}
              </p>
              {waiting && (
                <p role="status" className="text-sm font-medium text-amber-900">
                  {queuedLine(phase)}
                </p>
              )}
              {confirmed && saved && !waiting && (
                <p className="flex items-center gap-2 text-sm font-medium text-green-800">
                  <CircleCheck className="h-4 w-4 shrink-0" />
                  {SAVED_LINE}
                </p>
              )}
              {!saved && !waiting && <DraftSavedLine at={draft.draftSavedAt} />}
            </div>
            <Button type="submit" size="lg" disabled={saving} className="shrink-0">
              {saving ? 'Saving...' : exists ? 'Update Responses' : 'Save Responses'}
            </Button>
          </div>
        </form>
      )}
    </StudentPage>
  );
}

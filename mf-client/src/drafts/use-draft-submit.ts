import { useMemo, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, messagesOf, stillDue, type Checked, type FieldErrors } from '../forms/field-errors';
import type { DraftEnvelope } from './draft-envelope';
import type { FormDraft } from './use-form-draft';

/** Options of {@link useDraftSubmit}. */
export interface DraftSubmitOptions<T, P, R> {
  validate: (values: T) => Checked<P>;
  /**
   * Sends the payload, or queues it offline; gets the draft as stored once pending writes stopped. Resolves to
   * the saved record, 'queued', or null after a failure it has already shown.
   */
  save: (payload: P, settled: DraftEnvelope<T>) => Promise<R | 'queued' | null>;
  /** After the save was queued on the device. */
  onQueued?: () => Promise<void>;
  /** After the server accepted the save; `sent` is the draft as it was sent. */
  onSaved: (saved: R, sent: DraftEnvelope<T>) => Promise<void>;
}

/**
 * The submit sequence every drafted form shares: check the values (showing the messages and focusing the first
 * invalid field), stop pending draft writes, save or queue, then hand the outcome to the form. A message clears
 * as soon as its field is valid again. Editing the form again hides the "saved on this device" notice.
 */
export function useDraftSubmit<T, P, R>(draft: FormDraft<T>, options: DraftSubmitOptions<T, P, R>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [shownErrors, setErrors] = useState<FieldErrors>({});
  const { validate } = options;
  const errors = useMemo(
    () => (Object.keys(shownErrors).length === 0 ? shownErrors : stillDue(shownErrors, messagesOf(validate(draft.values)))),
    [shownErrors, validate, draft.values],
  );
  const [saving, setSaving] = useState(false);
  const [queued, setQueued] = useState(false);

  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setQueued(false);
    draft.setValues((current) => ({ ...current, [name]: value }));
  };

  const submit = async () => {
    const checked = options.validate(draft.values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setSaving(true);
    const sent = await draft.settle();
    const outcome = await options.save(checked.payload, sent);
    setSaving(false);
    if (outcome === 'queued') {
      setQueued(true);
      await options.onQueued?.();
    } else if (outcome) await options.onSaved(outcome, sent);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return { formRef, errors, saving, queued, set, onSubmit };
}

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { CONSULTATION_GRADE_LEVELS, HONEYPOT_FIELD, PREFERRED_TIMES } from '@app/api/contract';
import { Button, Checkbox, checkboxLabelClass, FieldError, Input, Label, Select, Textarea, toast } from '@app/kit/ui';
import CircleCheck from 'lucide-react/icons/circle-check';
import { loadedFormCheck, loadFormCheck } from './form-check-loader';
import {
  EMPTY_CONSULTATION_FORM,
  firstFieldInError,
  type ConsultationErrors,
  type ConsultationField,
  type ConsultationFormValues,
} from './form-values';
import {
  ALREADY_RECEIVED_TEXT,
  ALREADY_RECEIVED_TITLE,
  FAILURE_TOAST,
  SUBMIT_LABEL,
  SUBMITTING_LABEL,
  SUCCESS_BANNER_TEXT,
  SUCCESS_BANNER_TITLE,
} from './messages';
import { useConsultationSubmission, type SubmissionOutcome } from './use-consultation-submission';
import { bringIntoView, useSuccessBanner } from './use-success-banner';

/** The element id of a form field (stable, so labels, errors and tests can point at it). */
export const fieldId = (field: ConsultationField) => `consultation-${field}`;
const errorId = (field: ConsultationField) => `consultation-${field}-error`;

/** The fields that hold text (the others are the session-time checkboxes). */
type TextFieldName = {
  [K in ConsultationField]: ConsultationFormValues[K] extends string ? K : never;
}[ConsultationField];

function FieldLabel({
  field,
  required,
  children,
}: {
  field: ConsultationField;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Label htmlFor={fieldId(field)}>
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </Label>
  );
}

/** ARIA wiring of a field that may be in error. */
function errorProps(field: ConsultationField, errors: ConsultationErrors, required = false) {
  return {
    id: fieldId(field),
    name: field,
    'aria-required': required || undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  };
}

/**
 * The green banner after a submission, brought into view and focused when it appears. Gone while it still held the
 * focus, it hands the focus to the form's first field rather than to the page's body.
 */
function SuccessBannerBox({ outcome }: { outcome: SubmissionOutcome }) {
  const ref = useRef<HTMLDivElement>(null);
  const holdsFocus = useRef(false);
  useEffect(() => {
    const form = ref.current?.closest('form');
    bringIntoView(ref.current);
    return () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (holdsFocus.current && lost) form?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
    };
  }, []);
  const received = outcome === 'received';
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      onFocus={() => (holdsFocus.current = true)}
      // Moving on to another element lets go of it; the banner's removal does not (no element receives the focus).
      onBlur={(event) => (holdsFocus.current = event.relatedTarget === null)}
      className="flex scroll-mt-20 gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 outline-none focus:ring-2 focus:ring-green-700"
    >
      <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
      <div>
        <p className="font-semibold">{received ? SUCCESS_BANNER_TITLE : ALREADY_RECEIVED_TITLE}</p>
        <p className="mt-1 text-sm">{received ? SUCCESS_BANNER_TEXT : ALREADY_RECEIVED_TEXT}</p>
      </div>
    </div>
  );
}

const noSubscription = () => () => {};

/** False in the server's markup and while React hydrates it, true once this code runs the page. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The free-consultation request form: checked with the API's schema (inline errors under the required
 * fields), 'Submitting...' while sent, then the green banner for 8 seconds, a reset form and a toast;
 * on failure the form keeps its values and a destructive toast explains.
 */
export function ConsultationForm() {
  const [values, setValues] = useState<ConsultationFormValues>(EMPTY_CONSULTATION_FORM);
  const [errors, setErrors] = useState<ConsultationErrors>({});
  // After a first attempt, errors follow the values as they are corrected.
  const [attempted, setAttempted] = useState(false);
  // The server's markup cannot send the form itself: until this code runs, Submit stays disabled.
  const hydrated = useHydrated();
  const banner = useSuccessBanner();
  const submission = useConsultationSubmission((outcome) => {
    setValues(EMPTY_CONSULTATION_FORM);
    setErrors({});
    setAttempted(false);
    banner.show(outcome);
  });

  const update = <K extends ConsultationField>(field: K, value: ConsultationFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const check = attempted ? loadedFormCheck()?.(next) : undefined;
    if (check) setErrors(check.ok ? {} : check.errors);
  };

  const textProps = (field: TextFieldName, required = false) => ({
    ...errorProps(field, errors, required),
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.isPending) return;
    setAttempted(true);
    let check;
    try {
      check = (await loadFormCheck())(values);
    } catch (error) {
      console.error('The consultation form could not be checked', error);
      toast({ ...FAILURE_TOAST, variant: 'destructive' });
      return;
    }
    if (!check.ok) {
      setErrors(check.errors);
      const first = firstFieldInError(check.errors);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    await submission.submit(check.payload);
  };

  return (
    <form
      // Never a GET: the family's details must not end up in an address (history, proxy logs).
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadFormCheck().catch(() => {})}
      aria-label="Free consultation request"
      className="grid gap-5"
    >
      {banner.visible && <SuccessBannerBox key={banner.round} outcome={banner.outcome} />}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Student First Name" required error={errors.studentFirstName} field="studentFirstName">
          <Input autoComplete="off" {...textProps('studentFirstName', true)} />
        </TextField>
        <TextField label="Student Last Name" required error={errors.studentLastName} field="studentLastName">
          <Input autoComplete="off" {...textProps('studentLastName', true)} />
        </TextField>
      </div>

      <TextField label="Grade Level" required error={errors.gradeLevel} field="gradeLevel">
        <Select {...textProps('gradeLevel', true)}>
          <option value="" disabled>
            Select grade level
          </option>
          {CONSULTATION_GRADE_LEVELS.map((grade) => (
            <option key={grade.value} value={grade.value}>
              {grade.label}
            </option>
          ))}
        </Select>
      </TextField>

      <TextField label="Parent/Guardian Name" error={errors.parentName} field="parentName">
        <Input autoComplete="name" {...textProps('parentName')} />
      </TextField>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Best Contact Number" required error={errors.phone} field="phone">
          <Input type="tel" autoComplete="tel" inputMode="tel" {...textProps('phone', true)} />
        </TextField>
        <TextField label="Email Address" required error={errors.email} field="email">
          <Input type="email" autoComplete="email" {...textProps('email', true)} />
        </TextField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium text-foreground">Preferred Session Times</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PREFERRED_TIMES.map(({ field, label }) => (
            <label key={field} htmlFor={fieldId(field)} className={checkboxLabelClass}>
              <Checkbox
                id={fieldId(field)}
                name={field}
                checked={values[field]}
                onChange={(event) => update(field, event.target.checked)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <TextField label="Current Challenges" error={errors.challenges} field="challenges">
        <Textarea
          rows={4}
          placeholder="Tell us about the challenges your student is facing..."
          {...textProps('challenges')}
        />
      </TextField>

      <Honeypot value={values[HONEYPOT_FIELD]} onChange={(value) => update(HONEYPOT_FIELD, value)} />

      <p className="text-sm text-muted-foreground">
        Fields marked{' '}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      <Button type="submit" size="lg" className="w-full" disabled={!hydrated || submission.isPending}>
        {submission.isPending ? SUBMITTING_LABEL : SUBMIT_LABEL}
      </Button>
    </form>
  );
}

/** A label, a control and the control's inline error, stacked. */
function TextField({
  label,
  required,
  error,
  field,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  field: ConsultationField;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <FieldLabel field={field} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldError id={errorId(field)}>{error}</FieldError>
    </div>
  );
}

/**
 * The field only bots fill in: moved off screen and out of the tab order, hidden from assistive
 * technology, and named like a real field so form-filling bots take it.
 */
function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const props: InputHTMLAttributes<HTMLInputElement> = {
    id: fieldId(HONEYPOT_FIELD),
    name: HONEYPOT_FIELD,
    type: 'text',
    tabIndex: -1,
    autoComplete: 'off',
    value,
    onChange: (event) => onChange(event.target.value),
  };
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={props.id}>Website</label>
      <input {...props} />
    </div>
  );
}

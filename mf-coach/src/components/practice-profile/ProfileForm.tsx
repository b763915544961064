import { useState, type FormEvent, type ReactNode } from 'react';
import { MAX_DEGREES, MAX_TESTIMONIALS, type PracticeProfileInfo } from '@app/api/contract';
import {
  Button,
  Checkbox,
  FieldError,
  FormField,
  Input,
  Label,
  Textarea,
  toast,
  type FieldControlProps,
} from '@app/kit/ui';
import { useSaveProfile } from '../../api/practice-profile';
import {
  checkProfile,
  formValues,
  profileBody,
  type ProfileErrors,
  type ProfileFormValues,
} from '../../lib/practice-profile-form';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';
import { EntryList } from './EntryList';

type TextKey = {
  [K in keyof ProfileFormValues]: ProfileFormValues[K] extends string ? K : never;
}[keyof ProfileFormValues];

const fieldId = (name: string) => `profile-${name.replace(/\./g, '-')}`;

/** A field of this form, its id made from its name and its error read from the form's errors. */
function Field({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  errors: ProfileErrors;
  children: (props: FieldControlProps) => ReactNode;
}) {
  return (
    <FormField id={fieldId(name)} label={label} hint={hint} error={errors[name]}>
      {children}
    </FormField>
  );
}

/** The Practice profile form: everything the public pages show except the photo, saved together. */
export function ProfileForm({ site }: { site: PracticeProfileInfo }) {
  const [values, setValues] = useState<ProfileFormValues>(() => formValues(site));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const save = useSaveProfile();

  const set = (key: TextKey) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const text = (
    name: TextKey,
    label: string,
    options: { hint?: string; type?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Field name={name} label={label} hint={options.hint} errors={errors}>
      {(props) => (
        <Input
          {...props}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          value={values[name]}
          onChange={set(name)}
        />
      )}
    </Field>
  );
  const setList =
    <K extends 'degrees' | 'testimonials'>(key: K) =>
    (update: (entries: ProfileFormValues[K]) => ProfileFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: update(current[key]) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProfile(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    save.mutate(profileBody(checked.payload), {
      onSuccess: () => toast(TOASTS.profileSaved),
      onError: (error) =>
        toast({ ...TOASTS.profileFailed, description: serverMessage(error, TOASTS.profileFailed.description) }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8" aria-label="Practice profile">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-foreground">Names</legend>
        {text('businessName', 'Practice name')}
        {text('shortName', 'Short name', { hint: 'Used in the log-in link: “{short name} Log In”.' })}
        {text('coachName', 'Coach name', { hint: 'As parents should read it, for example “Dr. Sarah Mitchell”.' })}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold text-foreground">Credentials</legend>
        <EntryList
          noun="degree"
          entries={values.degrees}
          max={MAX_DEGREES}
          blank={{ degree: '', institution: '' }}
          boxClassName="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onChange={setList('degrees')}
        >
          {(degree, index, update) => (
            <>
              <Field name={`degrees.${index}.degree`} label={`Degree ${index + 1}`} errors={errors}>
                {(props) => (
                  <Input
                    {...props}
                    value={degree.degree}
                    onChange={(event) => update({ degree: event.target.value })}
                  />
                )}
              </Field>
              <Field name={`degrees.${index}.institution`} label={`Institution of degree ${index + 1}`} errors={errors}>
                {(props) => (
                  <Input
                    {...props}
                    value={degree.institution}
                    onChange={(event) => update({ institution: event.target.value })}
                  />
                )}
              </Field>
            </>
          )}
        </EntryList>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('licence', 'Licence or certification (optional)')}
          {text('yearsExperience', 'Years of experience', { inputMode: 'numeric' })}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-foreground">Contact and price</legend>
        {text('coachEmail', 'Contact e-mail', { type: 'email' })}
        {text('phone', 'Phone (optional)', { type: 'tel' })}
        {text('address', 'Address (optional)')}
        {text('pricePerSession', 'Price per 50-minute session (US dollars)', { inputMode: 'decimal' })}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold text-foreground">Online sessions</legend>
        {text('meetingUrl', 'Meeting link (https://…)', {
          type: 'url',
          hint: 'Zoom, Google Meet or Teams link used for online sessions. Only booked clients see it.',
        })}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold text-foreground">Testimonials</legend>
        <p className="text-sm text-muted-foreground">
          Up to {MAX_TESTIMONIALS}, shown under “Why Choose Us”. Attribute them without names, for example “Parent of a
          10th grader”, and publish only what you have permission to publish.
        </p>
        <EntryList
          noun="testimonial"
          entries={values.testimonials}
          max={MAX_TESTIMONIALS}
          blank={{ text: '', attribution: '', consent: false }}
          boxClassName="flex flex-col gap-3"
          removeClassName="w-fit"
          onChange={setList('testimonials')}
        >
          {(testimonial, index, update) => {
            const consentId = fieldId(`testimonials.${index}.consent`);
            const consentError = errors[`testimonials.${index}.consent`];
            return (
              <>
                <Field name={`testimonials.${index}.text`} label={`Testimonial ${index + 1}`} errors={errors}>
                  {(props) => (
                    <Textarea
                      {...props}
                      rows={3}
                      value={testimonial.text}
                      onChange={(event) => update({ text: event.target.value })}
                    />
                  )}
                </Field>
                <Field
                  name={`testimonials.${index}.attribution`}
                  label={`Attribution of testimonial ${index + 1}`}
                  errors={errors}
                >
                  {(props) => (
                    <Input
                      {...props}
                      placeholder="Parent of a 10th grader"
                      value={testimonial.attribution}
                      onChange={(event) => update({ attribution: event.target.value })}
                    />
                  )}
                </Field>
                <div className="flex flex-col gap-1">
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={consentId}
                      checked={testimonial.consent}
                      aria-invalid={consentError ? true : undefined}
                      aria-describedby={consentError ? `${consentId}-error` : undefined}
                      onChange={(event) => update({ consent: event.target.checked })}
                    />
                    <Label htmlFor={consentId}>I have permission to publish testimonial {index + 1}</Label>
                  </div>
                  <FieldError id={`${consentId}-error`}>{consentError}</FieldError>
                </div>
              </>
            );
          }}
        </EntryList>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold text-foreground">Privacy note</legend>
        <Field
          name="privacyNote"
          label="Shown beside the consultation form"
          hint="Tell parents who reads what they write and what happens to it."
          errors={errors}
        >
          {(props) => <Textarea {...props} rows={3} value={values.privacyNote} onChange={set('privacyNote')} />}
        </Field>
      </fieldset>

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-fit"
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}

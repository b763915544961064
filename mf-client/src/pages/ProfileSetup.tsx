import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@app/kit/router';
import { API_PATHS, clientProfileSchema, dayKey } from '@app/api/contract';
import { apiRequest, refetchCurrentUser, useCurrentUser } from '@app/kit/api';
import { AppFrame, Button, toast } from '@app/kit/ui';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { SelectField, TextAreaField, TextField } from '../forms/Field';
import {
  checkWith,
  focusFirstInvalid,
  messagesOf,
  refusalOf,
  stillDue,
  stillRefused,
  type FieldErrors,
  type Refusal,
} from '../forms/field-errors';
import { PrefillNotice } from '../profile/PrefillNotice';
import { TOASTS } from '../messages';
import { useProfilePrefill } from '../profile/use-profile-prefill';
import { CREATE_PROFILE_LABEL, GRADE_OPTIONS, emptyProfileForm, type ProfileFormValues } from '../profile/profile-form';

/** Profile set-up for a signed-in client without a profile (/ and /setup-profile). */
export default function ProfileSetup() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(() => emptyProfileForm(user?.email ?? ''));
  const [shownErrors, setErrors] = useState<FieldErrors>({});
  // What the server refused (a date of birth under 13 or in the future), until that field changes.
  const [refusal, setRefusal] = useState<Refusal<ProfileFormValues> | null>(null);
  // The server's refusal reaches the form after an await: its field takes the focus once it is drawn invalid.
  useEffect(() => {
    if (refusal) focusFirstInvalid(formRef.current);
  }, [refusal]);
  // A message clears as soon as its field is valid again.
  const errors = {
    ...stillRefused(refusal, values),
    ...stillDue(shownErrors, messagesOf(checkWith(clientProfileSchema, values))),
  };
  const [submitting, setSubmitting] = useState(false);
  // An invited family finds what they told the practice already filled in.
  const prefilled = useProfilePrefill(setValues);

  const field = (name: keyof ProfileFormValues) => ({
    value: values[name],
    error: errors[name],
    name,
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(clientProfileSchema, values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await apiRequest('POST', API_PATHS.clientProfile, checked.payload);
      toast(TOASTS.profileCreated);
      // The refreshed user carries the profile, so the shell switches to the student screens.
      await refetchCurrentUser();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setSubmitting(false);
      const refused = refusalOf(error, values);
      if (refused) {
        setRefusal(refused);
        return;
      }
      console.error('Profile creation failed', error);
      toast(TOASTS.profileFailed);
    }
  };

  return (
    <AppFrame>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-8">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">Set Up Your Student Profile</h1>
            <CardDescription>
              Tell us a little about yourself so your coach can tailor your sessions. Fields marked with an asterisk (*)
              are required.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {prefilled && <PrefillNotice />}
            <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField label="First Name" required autoComplete="given-name" {...field('studentFirstName')} />
                <TextField label="Last Name" required autoComplete="family-name" {...field('studentLastName')} />
              </div>
              <TextField
                label="Email"
                type="email"
                required
                autoComplete="email"
                hint="The address you signed in with."
                {...field('email')}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  label="Grade Level"
                  required
                  placeholder="Select your grade level"
                  options={GRADE_OPTIONS}
                  {...field('gradeLevel')}
                />
                <TextField
                  label="Date of Birth"
                  type="date"
                  autoComplete="bday"
                  max={dayKey(new Date())}
                  {...field('dateOfBirth')}
                />
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField label="Parent/Guardian Name" autoComplete="off" {...field('parentName')} />
                <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
              </div>
              <TextAreaField
                label="What challenges are you facing?"
                placeholder="For example: starting assignments, keeping track of deadlines, staying focused while studying"
                {...field('challenges')}
              />
              <TextAreaField
                label="What would you like to achieve?"
                placeholder="For example: turn in every assignment on time this semester"
                {...field('goals')}
              />
              <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:self-start">
                {submitting ? 'Creating Profile...' : CREATE_PROFILE_LABEL}
              </Button>
            </form>
          </CardContent>
        </Card>
      </main>
    </AppFrame>
  );
}

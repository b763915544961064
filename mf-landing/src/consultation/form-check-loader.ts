import type { checkConsultationForm } from './check-form';

/** The form check: the API's schema, and with it zod, the largest library the form needs. */
type FormCheck = typeof checkConsultationForm;

let loading: Promise<FormCheck> | null = null;
let loaded: FormCheck | null = null;

/**
 * Loads the form check. Not part of the page's first load, so the page is interactive sooner: it is
 * fetched when the visitor starts on the form, and awaited when they submit. A failed load is retried next time.
 */
export function loadFormCheck(): Promise<FormCheck> {
  if (!loading) {
    loading = import('./check-form').then(
      (module) => (loaded = module.checkConsultationForm),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/** The form check if it has arrived, for re-checking as the visitor types. */
export function loadedFormCheck(): FormCheck | null {
  return loaded;
}

/** The consultation form's wording: its button, banner and toasts in each state. */

/** The submit button's label when idle and while the request is under way. */
export const SUBMIT_LABEL = 'Schedule Free Consultation';
export const SUBMITTING_LABEL = 'Submitting...';

/** The green banner shown after a successful submission. */
export const SUCCESS_BANNER_TITLE = 'Form Submitted Successfully!';
export const SUCCESS_BANNER_TEXT = "We'll contact you within 24 hours to schedule your free consultation.";

/** The banner's words when the server already had the same request from this address (sent twice). */
export const ALREADY_RECEIVED_TITLE = 'Request Already Received';
export const ALREADY_RECEIVED_TEXT =
  "We already have this request, so there is no need to send it again. We'll contact you within 24 hours.";

/** The toast after a successful submission. */
export const SUCCESS_TOAST = {
  title: 'Consultation Request Submitted!',
  description: "Thank you for your interest. We'll contact you within 24 hours to schedule your free consultation.",
} as const;

/** The destructive toast after a failed submission. */
export const FAILURE_TOAST = {
  title: 'Submission Failed',
  description: 'There was an error submitting your request. Please try again or contact us directly.',
} as const;

/**
 * What commands, policies and services refuse with, in the domain's terms. They know nothing of HTTP:
 * the error middleware (middleware/errors.ts) gives each kind its status, in one place.
 */

/** One input field at fault, as the reply lists it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The kinds of refusal. */
export type DomainErrorKind =
  'invalid' | 'forbidden' | 'notFound' | 'conflict' | 'tooLarge' | 'rateLimited' | 'notDelivered' | 'unavailable';

/** A refusal whose message is meant for the caller. */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input is not acceptable; `fields` names the fields at fault when the reply lists them. */
export class InvalidError extends DomainError {
  readonly kind = 'invalid';

  constructor(
    message: string,
    readonly fields?: readonly FieldProblem[],
  ) {
    super(message);
  }
}

/** The actor may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** There is no such record, or none the actor may see (the two are told alike). */
export class NotFoundError extends DomainError {
  readonly kind = 'notFound';
}

/** The request clashes with what is stored: a duplicate, a bound reached, a record in the wrong state. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** What would be stored is over its size bound. */
export class TooLargeError extends DomainError {
  readonly kind = 'tooLarge';
}

/** Asked again too soon: allowed after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rateLimited';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A message for someone outside (an e-mail) could not be handed over; nothing was changed. */
export class NotDeliveredError extends DomainError {
  readonly kind = 'notDelivered';
}

/** Cannot be done for a moment (a store it needs did not answer); worth trying again later. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

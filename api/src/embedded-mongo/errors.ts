/** MongoDB error codes the store reports, with their code names as the server spells them. */
export const codes = {
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  IllegalOperation: 20,
  InvalidBSON: 22,
  InvalidIdField: 53,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  CannotIndexParallelArrays: 171,
  InvalidIndexSpecificationOption: 197,
  UnsupportedOpQueryCommand: 352,
  Location40324: 40324,
  Location40602: 40602,
  ChangeStreamHistoryLost: 286,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  InternalError: 1,
} as const;

export type CodeName = keyof typeof codes;

/** A command failure carrying MongoDB's code, code name and any extra reply fields (keyPattern, keyValue). */
export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: CodeName;
  readonly extra: Record<string, unknown>;

  constructor(codeName: CodeName, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.codeName = codeName;
    this.code = codes[codeName];
    this.extra = extra;
  }

  /** The fields of an `{ ok: 0 }` reply or of a `writeErrors` entry. */
  toReply(): Record<string, unknown> {
    return { errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

/** Shorthand for throwing a BadValue / FailedToParse style error. */
export function fail(codeName: CodeName, message: string, extra?: Record<string, unknown>): never {
  throw new MongoCommandError(codeName, message, extra);
}

/** The message of any thrown value: an Error's own, anything else as a string. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Turns any thrown value into a MongoCommandError. mingo reports query and update mistakes as plain
 * errors; their messages are mapped to the codes MongoDB uses for the same mistakes.
 */
export function toCommandError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = messageOf(error);
  if (/^Unknown (update|modifier)/.test(message)) return new MongoCommandError('FailedToParse', message);
  if (/^unregistered pipeline operator/.test(message)) return new MongoCommandError('Location40324', message);
  if (/would create a conflict/.test(message)) return new MongoCommandError('ConflictingUpdateOperators', message);
  if (/immutable/i.test(message)) return new MongoCommandError('ImmutableField', message);
  if (error instanceof Error && error.constructor.name === 'MingoError')
    return new MongoCommandError('BadValue', message);
  if (error instanceof Error && error.name.startsWith('BSON')) return new MongoCommandError('InvalidBSON', message);
  return new MongoCommandError('InternalError', message);
}

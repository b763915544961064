/** The store's duplicate-key error code. */
const DUPLICATE_KEY = 11000;

/** Whether an error is MongoDB's duplicate-key error (code 11000), possibly inside a bulk write error. */
export function isDuplicateKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, writeErrors } = error as {
    code?: unknown;
    writeErrors?: Array<{ code?: unknown; err?: { code?: unknown } }>;
  };
  if (code === DUPLICATE_KEY) return true;
  return (
    Array.isArray(writeErrors) &&
    writeErrors.length > 0 &&
    writeErrors.every((w) => (w.code ?? w.err?.code) === DUPLICATE_KEY)
  );
}

/** A new key naming one save to the API (128 random bits as hex: randomUUID is missing outside secure contexts). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A number as people type one: an optional leading "$", commas only between groups of three digits, a decimal point. */
const TYPED_NUMBER = /^\$?(?=\.?\d)(\d{1,3}(,\d{3})+|\d*)(\.\d+)?$/;

/**
 * Typed text as a number, or NaN for the form's schema to refuse: blank text, and text other people would read as
 * another number ("85,50" and "1,5" with a decimal comma) or that only Number() reads ("0x55", "1e3").
 */
export function numberOf(text: string): number {
  const plain = text.trim();
  return TYPED_NUMBER.test(plain) ? Number(plain.replace(/[$,]/g, '')) : Number.NaN;
}

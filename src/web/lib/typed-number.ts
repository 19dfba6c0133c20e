/** Bengali digits (০–৯) as a Bengali keyboard types them, and their ASCII twins. */
const BENGALI_ZERO = 0x09e6;

/** Text with any Bengali digits written as ASCII ones: what the API's numbers are made of. */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) =>
    String((digit.codePointAt(0) ?? BENGALI_ZERO) - BENGALI_ZERO),
  );
}

/**
 * A whole number typed as text (in ASCII or Bengali digits), as the JSON body wants it;
 * anything else left for the schema.
 */
export function typedNumber(text: string): number | string | undefined {
  const trimmed = asciiDigits(text.trim());
  if (trimmed === '') return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

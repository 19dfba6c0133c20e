/** A whole number typed as text, as the JSON body wants it; anything else left for the schema. */
export function typedNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

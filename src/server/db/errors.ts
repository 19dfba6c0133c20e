/** The SQLSTATE and constraint of a PostgreSQL error, looking through drizzle's wrapping. */
export function postgresError(error: unknown): { code?: string; constraint?: string } {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    depth++
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';

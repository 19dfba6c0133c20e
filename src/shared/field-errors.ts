/** One failed check of a schema: where in the value, and what is wrong there. */
interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message per field of a failed check, keyed by the field's dotted path (`checkIn`,
 * `stay.checkIn`): the `fields` of the API's error shape, and what a form shows under each field.
 * An issue about the whole value goes under `whole`.
 */
export function fieldErrors(
  issues: readonly FieldIssue[],
  whole = 'request',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || whole;
    errors[name] ??= issue.message;
  }
  return errors;
}

/** Whether a check found anything wrong. */
export function hasFieldErrors(errors: Record<string, string>): boolean {
  return Object.keys(errors).length > 0;
}

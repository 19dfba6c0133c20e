interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message per top-level field of a failed schema check, as a form shows them. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

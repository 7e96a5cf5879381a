export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** One message per field, keyed by the field's path joined with dots; the first issue of a field wins. */
export function fieldErrorsOf(error: { readonly issues: readonly FieldIssue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

import type { FormInstance } from 'antd';
import { HttpError } from '@/api/http.ts';

/**
 * Shows a refused call's per-field messages under the form's fields (the toast has already told
 * the user), then rethrows so the dialog stays open. `fieldOf` names the form field that shows a
 * server field whose name differs (several server fields behind one control).
 */
export async function withFieldErrors<T>(
  form: FormInstance,
  send: () => Promise<T>,
  fieldOf: (serverField: string) => string = (name) => name,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof HttpError && error.fieldErrors) {
      form.setFields(
        // A list's message (permissions.0) shows under the list's own field.
        Object.entries(error.fieldErrors).map(([path, message]) => ({
          name: fieldOf(path.split('.')[0] ?? path),
          errors: [message],
        })),
      );
    }
    throw error;
  }
}

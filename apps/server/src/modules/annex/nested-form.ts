import type { MultipartForm } from './multipart-form.ts';

/**
 * A form sent in the specification's nested shape (`creditAppeal.complainant`,
 * `creditAppeal.enterpriseAnnexes[0].file`) read as the flat one (`complainant`,
 * `enterpriseAnnexes[0].file`); a flat form is returned as it came. Both shapes stay valid.
 */
export function unnested(form: MultipartForm, object: string): MultipartForm {
  const prefix = `${object}.`;
  const flat = (name: string) => (name.startsWith(prefix) ? name.slice(prefix.length) : name);
  return {
    ...form,
    fields: Object.fromEntries(Object.entries(form.fields).map(([name, value]) => [flat(name), value])),
    files: form.files.map(([name, file]) => [flat(name), file]),
  };
}

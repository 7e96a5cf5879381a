import type { AnnexValue } from './types.ts';

/** Writes the attachments as the multipart fields `<prefix>[i].property` (spec §7). */
export function appendAnnexes(form: FormData, annexes: AnnexValue[], prefix = 'enterpriseAnnexes'): void {
  annexes.forEach((annex, index) => {
    const key = `${prefix}[${index}]`;
    form.append(`${key}.fileType`, annex.fileType);
    form.append(`${key}.fileName`, annex.fileName);
    if (annex.relativePath) form.append(`${key}.relativePath`, annex.relativePath);
    if (annex.file) form.append(`${key}.file`, annex.file, annex.fileName);
  });
}

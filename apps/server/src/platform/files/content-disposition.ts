/**
 * A Content-Disposition value that carries a Chinese file name to every browser: RFC 5987
 * `filename*` for those that read it, an ASCII look-alike for those that do not.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

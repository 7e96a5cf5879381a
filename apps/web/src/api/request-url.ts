type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * Resolves the path against the page (so fetch, XMLHttpRequest and download links all get the same
 * absolute URL) and appends the query: arrays joined by commas, empty values left out.
 */
export function buildUrl(url: string, params: QueryParams = {}): string {
  const target = new URL(url, window.location.href);
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') target.searchParams.set(name, text);
  }
  return target.href;
}

/** A tiny browser for sign-in flows: follows redirects by hand and keeps cookies (by name; paths are not told apart). */
export class SsoBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async fetch(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(new URL(url, this.baseUrl), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line) || value === '')
        this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  /** Follows redirects until a page answers (or one leaves for `stopAt`); returns the last response and its URL. */
  async follow(url: string, stopAt?: RegExp, init: Parameters<SsoBrowser['fetch']>[1] = {}) {
    let current = new URL(url, this.baseUrl).href;
    let response = await this.fetch(current, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      current = new URL(response.headers.get('location') ?? '', current).href;
      if (stopAt?.test(current)) break;
      response = await this.fetch(current);
    }
    return { response, url: current };
  }
}

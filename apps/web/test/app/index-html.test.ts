import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const classicScript = readFileSync(join(import.meta.dirname, '../../public/browser-check.js'), 'utf8');

/** Runs the page's inline script as a browser with `userAgent` at `pathname` would, and reports what it did. */
function openPage(userAgent: string, pathname: string) {
  const replacedWith: string[] = [];
  const written: string[] = [];
  runInNewContext(classicScript, {
    navigator: { userAgent },
    location: { pathname, replace: (to: string) => replacedWith.push(to) },
    document: { write: (markup: string) => written.push(markup) },
  });
  return { replacedWith, written: written.join('') };
}

const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const IE6 = 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('index.html', () => {
  it('is Chinese, titled with the platform name, and checks the browser before loading the app', () => {
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>建设行业企业信用管理平台</title>');
    expect(html.indexOf('<script src="/browser-check.js">')).toBeGreaterThan(0);
    expect(html.indexOf('<script src="/browser-check.js">')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it.each([IE6, IE9])('sends Internet Explorer 6–9 to /notSupport (%s)', (userAgent) => {
    expect(openPage(userAgent, '/login')).toEqual({ replacedWith: ['/notSupport'], written: '' });
  });

  it('writes the notice on /notSupport for Internet Explorer 9', () => {
    const page = openPage(IE9, '/notSupport');
    expect(page.replacedWith).toEqual([]);
    expect(page.written).toContain('您的浏览器版本过低，请使用 Chrome、Edge、Firefox 或 360 极速模式访问本平台。');
  });

  it.each([IE10, CHROME])('leaves other browsers alone (%s)', (userAgent) => {
    expect(openPage(userAgent, '/login')).toEqual({ replacedWith: [], written: '' });
  });
});

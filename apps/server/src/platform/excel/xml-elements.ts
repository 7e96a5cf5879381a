import { MSG } from '@credit/rules';
import { WorkbookRefused } from './workbook-refused.ts';

/**
 * Just enough XML for the parts of a worksheet an import reads: elements found by name in text
 * (no namespaces, as spreadsheet tools write these parts), their attributes and their text.
 *
 * Elements are found by their place in the text rather than cut out of it: a 100,000-row sheet
 * holds a million cells, and a string or an object made for each tag and content of each one
 * cost more than reading them.
 */

/**
 * Where an element lies in a text: its start tag from `start` up to `contentStart` (just after its
 * `>`), its content up to `contentEnd`, the whole element up to `end`. A reader keeps one and lets
 * findElement fill it in.
 */
export interface ElementPlace {
  start: number;
  contentStart: number;
  contentEnd: number;
  end: number;
}

export const elementPlace = (): ElementPlace => ({ start: 0, contentStart: 0, contentEnd: 0, end: 0 });

/** An element found whole, one begun but cut off (place.start says where), or none. */
type Finding = 'whole' | 'cut' | 'none';

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/** Whether `<name` at `at` starts that element, not one whose name merely begins the same. */
function startsElement(xml: string, at: number, name: string): boolean {
  const next = xml.charCodeAt(at + 1 + name.length);
  // '>', '/', or white space.
  return next === 62 || next === 47 || isSpace(next);
}

/**
 * Finds the next `name` element from `from` that starts before `limit`, and writes where it lies
 * into `place`: whole when it also ends by `limit`, else cut off (its contentStart then still
 * `start` when its start tag is cut off too).
 */
export function findElement(xml: string, name: string, from: number, limit: number, place: ElementPlace): Finding {
  if (from >= limit) return 'none';
  const open = `<${name}`;
  let start = xml.indexOf(open, from);
  while (start !== -1 && start + open.length < limit && !startsElement(xml, start, name))
    start = xml.indexOf(open, start + 1);
  if (start === -1 || start >= limit) return 'none';
  place.start = place.contentStart = start;
  const tagEnd = xml.indexOf('>', start);
  if (tagEnd === -1 || tagEnd >= limit || start + open.length >= limit) return 'cut';
  place.contentStart = tagEnd + 1;
  if (xml.charCodeAt(tagEnd - 1) === 47) {
    place.contentEnd = place.end = tagEnd + 1;
    return 'whole';
  }
  const close = xml.indexOf(`</${name}>`, tagEnd);
  if (close === -1 || close + name.length + 3 > limit) return 'cut';
  place.contentEnd = close;
  place.end = close + name.length + 3;
  return 'whole';
}

/** The longest element a part may hold before it is taken for a broken or hostile file. */
const MAX_ELEMENT_CHARS = 16 * 1024 * 1024;

/**
 * Every `name` element of XML arriving in pieces: once it is whole, `take` reads it from the text
 * at the place given (both valid during the call only), and what it returns comes out as one array
 * per piece of text. While a long element is still open, the pieces that do not close it are only
 * kept, not joined: the text is put together once, when the end tag arrives.
 */
export async function* streamedElements<T>(
  text: AsyncIterable<string>,
  name: string,
  take: (xml: string, place: ElementPlace) => T,
): AsyncGenerator<T[]> {
  const close = `</${name}>`;
  const place = elementPlace();
  let pending = '';
  /** Pieces after `pending` that do not hold the end tag of the element it leaves open. */
  let held: string[] = [];
  let heldChars = 0;
  let open = false;
  for await (const piece of text) {
    if (open) {
      const last = held.at(-1) ?? pending;
      if (!(last.slice(-close.length) + piece).includes(close)) {
        held.push(piece);
        heldChars += piece.length;
        if (pending.length + heldChars > MAX_ELEMENT_CHARS)
          throw new Error(`an element <${name}> longer than the reader takes`);
        continue;
      }
    }
    pending = held.length > 0 ? pending + held.join('') + piece : pending + piece;
    held = [];
    heldChars = 0;
    const taken: T[] = [];
    let from = 0;
    open = false;
    for (;;) {
      const found = findElement(pending, name, from, pending.length, place);
      if (found === 'none') {
        // Keep what may be the start of a tag cut off by the piece's end.
        const lastOpen = pending.lastIndexOf('<');
        from = lastOpen >= from ? lastOpen : pending.length;
        break;
      }
      if (found === 'cut') {
        from = place.start;
        // Cut off after its start tag, it waits for its end tag.
        open = place.contentStart > place.start;
        break;
      }
      taken.push(take(pending, place));
      from = place.end;
    }
    pending = pending.slice(from);
    if (pending.length > MAX_ELEMENT_CHARS) throw new Error(`an element <${name}> longer than the reader takes`);
    if (taken.length > 0) yield taken;
  }
}

const DOCTYPE = '<!DOCTYPE';

/**
 * The text of a part, refused once it declares a document type: no spreadsheet part has one, and
 * one is how entities are declared (external files, billion-laughs expansions). This reader expands
 * no declared entity anyway; the file is refused rather than read half-understood.
 */
export async function* refusingDoctype(text: AsyncIterable<string>): AsyncGenerator<string> {
  let tail = '';
  for await (const piece of text) {
    if ((tail + piece).toUpperCase().includes(DOCTYPE)) throw new WorkbookRefused(MSG.importDoctype);
    tail = piece.slice(-(DOCTYPE.length - 1));
    yield piece;
  }
}

/**
 * The attribute `name` of the start tag from `from` up to `to`, its entities decoded; undefined
 * when the tag has none of that name. The tag is read attribute by attribute, so a name that
 * merely ends or begins another's (`r` in `xr:uid`) is not taken for it.
 */
export function attributeIn(xml: string, name: string, from: number, to: number): string | undefined {
  let at = from + 1;
  while (at < to && !isSpace(xml.charCodeAt(at)) && xml.charCodeAt(at) !== 62 && xml.charCodeAt(at) !== 47) at += 1;
  for (;;) {
    while (at < to && isSpace(xml.charCodeAt(at))) at += 1;
    const nameStart = at;
    for (let code = xml.charCodeAt(at); at < to && code !== 61 && code !== 62 && code !== 47 && !isSpace(code);)
      code = xml.charCodeAt((at += 1));
    const nameEnd = at;
    while (at < to && isSpace(xml.charCodeAt(at))) at += 1;
    if (at >= to || xml.charCodeAt(at) !== 61) return undefined;
    at += 1;
    while (at < to && isSpace(xml.charCodeAt(at))) at += 1;
    const quote = xml.charCodeAt(at);
    if (quote !== 34 && quote !== 39) return undefined;
    const close = xml.indexOf(quote === 34 ? '"' : "'", at + 1);
    if (close === -1 || close >= to) return undefined;
    if (nameEnd - nameStart === name.length && xml.startsWith(name, nameStart))
      return decodeXmlText(xml.slice(at + 1, close));
    at = close + 1;
  }
}

const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function character(code: number, written: string): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : written;
}

/** Text as XML wrote it, its entities and character references decoded. */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (written, decimal?: string, hex?: string, named?: string) =>
    named ? (NAMED[named] ?? written) : character(decimal ? Number(decimal) : parseInt(hex ?? '', 16), written),
  );
}

const PHONETIC_GUIDE = /<rPh[\s>][\s\S]*?<\/rPh>/g;
const run = elementPlace();

/** The text of every `<t>` of a string item (shared or in a cell), runs joined, phonetic guides left out. */
export function stringItemText(xml: string): string {
  const item = xml.includes('<rPh') ? xml.replace(PHONETIC_GUIDE, '') : xml;
  let text = '';
  for (let at = 0; findElement(item, 't', at, item.length, run) === 'whole'; at = run.end)
    text += item.slice(run.contentStart, run.contentEnd);
  return decodeXmlText(text);
}

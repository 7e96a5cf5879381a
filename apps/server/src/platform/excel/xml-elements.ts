/**
 * Just enough XML for the parts of a worksheet an import reads: elements found by name in text
 * (no namespaces, as spreadsheet tools write these parts), their attributes and their text.
 */

export interface XmlElement {
  /** The start tag, `<c r="A1" t="s">`. */
  tag: string;
  /** What lies between the start and end tags; empty for `<c/>`. */
  content: string;
}

/** An element found whole (and where it ends), one begun but cut off (and where it starts), or none. */
type Found = { element: XmlElement; end: number } | { incompleteFrom: number } | undefined;

/** Whether `<name` at `at` starts that element, not one whose name merely begins the same. */
function startsElement(xml: string, at: number, name: string): boolean {
  const next = xml.charCodeAt(at + 1 + name.length);
  // '>', '/', or white space.
  return next === 62 || next === 47 || next === 32 || next === 9 || next === 10 || next === 13;
}

/** The next `name` element from `from`: found whole, begun but cut off by the end of `xml`, or none. */
function nextElement(xml: string, name: string, from: number): Found {
  const open = `<${name}`;
  let start = xml.indexOf(open, from);
  while (start !== -1 && start + open.length < xml.length && !startsElement(xml, start, name))
    start = xml.indexOf(open, start + 1);
  if (start === -1) return undefined;
  const tagEnd = xml.indexOf('>', start);
  if (tagEnd === -1 || start + open.length >= xml.length) return { incompleteFrom: start };
  const tag = xml.slice(start, tagEnd + 1);
  if (xml.charCodeAt(tagEnd - 1) === 47) return { element: { tag, content: '' }, end: tagEnd + 1 };
  const close = xml.indexOf(`</${name}>`, tagEnd);
  if (close === -1) return { incompleteFrom: start };
  return { element: { tag, content: xml.slice(tagEnd + 1, close) }, end: close + name.length + 3 };
}

/** Every `name` element of a complete piece of XML, in order. */
export function* childElements(xml: string, name: string): Generator<XmlElement> {
  for (let from = 0; ;) {
    const found = nextElement(xml, name, from);
    if (found === undefined || 'incompleteFrom' in found) return;
    yield found.element;
    from = found.end;
  }
}

/** The longest element a part may hold before it is taken for a broken or hostile file. */
const MAX_ELEMENT_CHARS = 16 * 1024 * 1024;

/** Every `name` element of XML arriving in pieces, each yielded once it is whole. */
export async function* streamedElements(text: AsyncIterable<string>, name: string): AsyncGenerator<XmlElement> {
  let pending = '';
  for await (const piece of text) {
    pending += piece;
    let from = 0;
    for (;;) {
      const found = nextElement(pending, name, from);
      if (found === undefined) {
        // Keep what may be the start of a tag cut off by the piece's end.
        const lastOpen = pending.lastIndexOf('<');
        from = lastOpen >= from ? lastOpen : pending.length;
        break;
      }
      if ('incompleteFrom' in found) {
        from = found.incompleteFrom;
        break;
      }
      yield found.element;
      from = found.end;
    }
    pending = pending.slice(from);
    if (pending.length > MAX_ELEMENT_CHARS) throw new Error(`an element <${name}> longer than the reader takes`);
  }
}

const attributePatterns = new Map<string, RegExp>();

/** An attribute of a start tag, its entities decoded; undefined when the tag has none of that name. */
export function attributeOf(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) attributePatterns.set(name, (pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)));
  const match = pattern.exec(tag);
  return match ? decodeXmlText(match[1] ?? match[2] ?? '') : undefined;
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

/** The text of every `<t>` of a string item (shared or in a cell), runs joined, phonetic guides left out. */
export function stringItemText(xml: string): string {
  const withoutGuides = xml.includes('<rPh') ? xml.replace(/<rPh[\s>][\s\S]*?<\/rPh>/g, '') : xml;
  let text = '';
  for (const element of childElements(withoutGuides, 't')) text += element.content;
  return decodeXmlText(text);
}

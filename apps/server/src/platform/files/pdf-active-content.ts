import { MSG } from '@credit/rules';
import { AppError } from '../errors.ts';

/** Names that make a PDF run script or act on its own when opened (actions, JavaScript, launching files). */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch']);

/** A PDF name: `/` then regular characters, ended by white space or a delimiter (ISO 32000-1 §7.3.5). */
const NAME = /\/([^\s\0/[\]<>(){}%]*)(?=[\s\0/[\]<>(){}%])/g;
/** PDF names are at most 127 bytes: a longer unfinished one at a chunk's end is not carried. */
const MAX_NAME = 128;

/** A name as written, its `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
const decodedName = (written: string) =>
  written.replace(/#([0-9a-fA-F]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function refuseActiveNames(text: string): void {
  for (const match of text.matchAll(NAME))
    if (ACTIVE_NAMES.has(decodedName(match[1] ?? ''))) throw new AppError(MSG.pdfActiveContent);
}

/**
 * Passes a PDF's bytes through, refusing it once a name of active content appears: a document
 * shown to the public must not run script or act by itself in a reader. Names cut by a chunk's
 * end are read whole with the next chunk. Names inside compressed object streams are not seen
 * (docs/security.md): the platform's viewer runs no PDF script either way.
 */
export async function* refusingPdfActiveContent(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let carried = '';
  for await (const chunk of source) {
    const text = carried + chunk.toString('latin1');
    refuseActiveNames(text);
    const lastName = text.lastIndexOf('/');
    carried = lastName >= 0 && text.length - lastName <= MAX_NAME ? text.slice(lastName) : '';
    yield chunk;
  }
  refuseActiveNames(`${carried} `);
}

import { MSG } from '@credit/rules';
import { describe, expect, it } from 'vitest';
import { importXlsx, type ImportColumn } from '../../src/platform/excel/index.ts';
import { handWrittenXlsx, streamOf, type XlsxPart } from './excel-fixtures.ts';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const columns: ImportColumn<'a' | 'b' | 'c'>[] = [
  { header: '甲', key: 'a' },
  { header: '乙', key: 'b' },
  { header: '丙', key: 'c' },
];

const sheet = (rows: string): XlsxPart => ({
  name: 'xl/worksheets/sheet1.xml',
  text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet ${NS}><cols><col min="1" max="3" width="12"/></cols><sheetData>
<row r="1"><c r="A1" t="inlineStr"><is><t>甲</t></is></c><c r="B1" t="inlineStr"><is><t>乙</t></is></c><c r="C1" t="inlineStr"><is><t>丙</t></is></c></row>
${rows}
</sheetData><rowBreaks count="0"/><mergeCells count="0"/></worksheet>`,
});

async function rowsOf(parts: readonly XlsxPart[]) {
  const rows = [];
  for await (const read of importXlsx(streamOf(handWrittenXlsx(parts)), { columns })) rows.push(...read);
  return rows.map(({ rowNumber, values }) => [rowNumber, values.a, values.b, values.c]);
}

describe('a worksheet as other tools write it', () => {
  it('reads shared strings: rich text runs joined, phonetic guides left out, entities decoded, text trimmed', async () => {
    const sharedStrings: XlsxPart = {
      name: 'xl/sharedStrings.xml',
      text: `<sst ${NS} count="4" uniqueCount="4">
<si><t xml:space="preserve">  海南华信 &amp; 造价  </t></si>
<si><r><rPr><b/><sz val="11"/><rFont val="宋体"/></rPr><t>正衡</t></r><r><t xml:space="preserve">工程</t></r><rPh sb="0" eb="2"><t>ZHENGHENG</t></rPh></si>
<si><t>&#x4E2D;&#20013;&lt;&gt;&quot;&apos;</t></si>
<si><t/></si></sst>`,
    };
    // Excel writes the sheets before the shared strings.
    const rows = await rowsOf([
      sheet(`<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c><c r="C2" t="s"><v>2</v></c></row>
<row r="3"><c r="A3" t="s"><v>3</v></c><c r="B3" t="s"><v>9</v></c><c r="C3" t="s"><v>0</v></c></row>`),
      sharedStrings,
    ]);
    expect(rows).toEqual([
      [2, '海南华信 & 造价', '正衡工程', '中中<>"\''],
      [3, null, null, '海南华信 & 造价'],
    ]);
  });

  it('reads numbers, booleans, formula results, inline and formula strings; an error or an empty value is no value', async () => {
    const rows = await rowsOf([
      sheet(`<row r="2" spans="1:3"><c r="A2"><v>12.5</v></c><c r="B2" t="n"><v>1.5E3</v></c><c r="C2" t="b"><v>1</v></c></row>
<row r="4"><c r="A4"><f>SUM(A2:B2)</f><v>1512.5</v></c><c r="B4" t="str"><f>A1&amp;"x"</f><v>甲x</v></c><c r="C4" t="e"><f>1/0</f><v>#DIV/0!</v></c></row>
<row r="5"><c r="A5" t="inlineStr"><is><r><t>内</t></r><r><t>联</t></r></is></c><c r="B5"><v></v></c><c r="C5" t="b"><v>0</v></c></row>`),
    ]);
    expect(rows).toEqual([
      [2, 12.5, 1500, true],
      [4, 1512.5, '甲x', null],
      [5, '内联', null, false],
    ]);
  });

  it('places cells by their reference, or after the last one when they have none, and numbers rows likewise, however the tag spells its attributes', async () => {
    const rows = await rowsOf([
      sheet(`<row r="7"><c r="C7" t="inlineStr"><is><t>只有丙</t></is></c></row>
<row r="8"/>
<row><c t="inlineStr"><is><t>一</t></is></c><c><v>2</v></c><c r="C9"><v>3</v></c></row>
<row r = '10' xr:r="99"><c xr:r="A10" r = 'B10' t='inlineStr' s="2"><is><t>乙十</t></is></c><c s="1"/><c t="n" r="D10"><f>1+1</f><v>2</v></c></row>`),
    ]);
    expect(rows).toEqual([
      [7, null, null, '只有丙'],
      [9, '一', 2, 3],
      [10, null, '乙十', null],
    ]);
  });

  it('reads a stored part as well as a deflated one, and its shared strings when they come first', async () => {
    const rows = await rowsOf([
      { name: 'xl/sharedStrings.xml', text: `<sst ${NS}><si><t>存储</t></si></sst>`, stored: true },
      { ...sheet(`<row r="2"><c r="A2" t="s"><v>0</v></c></row>`), stored: true },
    ]);
    expect(rows).toEqual([[2, '存储', null, null]]);
  });

  it('refuses a part whose bytes are not those the zip directory vouches for', async () => {
    const file = handWrittenXlsx([{ ...sheet(`<row r="2"><c r="A2"><v>1</v></c></row>`), stored: true }]);
    const damaged = Buffer.from(file);
    damaged[damaged.indexOf('<v>1</v>') + 3] = '2'.charCodeAt(0);
    const read = async () => {
      for await (const _rows of importXlsx(streamOf(damaged), { columns })) continue;
    };
    await expect(read()).rejects.toMatchObject({ message: MSG.importUnreadable, statusCode: 400 });
  });

  it('refuses shared strings that would inflate past what any workbook holds', async () => {
    const item = `<si><t>${'大'.repeat(1 << 20)}</t></si>`;
    const file = handWrittenXlsx([
      { name: 'xl/sharedStrings.xml', text: `<sst ${NS}>${item.repeat(33)}</sst>` },
      sheet(`<row r="2"><c r="A2" t="s"><v>0</v></c></row>`),
    ]);
    expect(file.length).toBeLessThan(1 << 20);
    const read = async () => {
      for await (const _rows of importXlsx(streamOf(file), { columns })) continue;
    };
    await expect(read()).rejects.toMatchObject({ message: MSG.importUnreadable, statusCode: 400 });
  });
});

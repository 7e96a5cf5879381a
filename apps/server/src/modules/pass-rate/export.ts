import { ASSESSMENT_FILE_TITLE, importResultLabel, labelOf, QUARTER } from '@credit/rules';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cursorRows } from '../../platform/db-cursor.ts';
import { streamXlsxExport } from '../../platform/excel/index.ts';
import { importedByColumns } from '../assessment/import-export-columns.ts';
import { passRateListSql, type PassRateFilter, type PassRateListRow } from './queries.ts';

/** A list row as the API shows it (spec §3 Pass-rate import row); a year or quarter that could not be read shows blank. */
export const presentPassRate = (row: PassRateListRow) => ({
  ...row,
  registerYear: row.registerYear || null,
  quarterDescription: labelOf(QUARTER, row.quarter) || '',
  levelDescription: row.grade,
});

/** An exported row also spells out its result. */
const presentExported = (row: PassRateListRow) => ({
  ...presentPassRate(row),
  resultDescription: importResultLabel(row.result),
});

type Presented = ReturnType<typeof presentExported>;

/** 企业一次备案通过率导入明细 + timestamp: the filtered rows, streamed from a cursor (spec §9). */
export function exportPassRates(db: Database, filter: PassRateFilter, reply: FastifyReply) {
  return streamXlsxExport<Presented>({
    reply,
    title: ASSESSMENT_FILE_TITLE.passRateExport,
    columns: [
      { header: '企业名称', key: 'enterpriseName', width: 36 },
      { header: '统一社会信用代码', key: 'socialCreditCode', width: 24 },
      { header: '年度', key: 'registerYear', width: 8 },
      { header: '季度', key: 'quarterDescription', width: 10 },
      { header: '等级', key: 'levelDescription', width: 8 },
      ...importedByColumns<Presented>(),
    ],
    rows: cursorRows(db.$client, passRateListSql(db, filter), presentExported),
  });
}

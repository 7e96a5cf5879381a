import { ASSESSMENT_FILE_TITLE, importResultLabel } from '@credit/rules';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cursorRows } from '../../platform/db-cursor.ts';
import { streamXlsxExport } from '../../platform/excel/index.ts';
import { importedByColumns, numberOrNull } from '../assessment/import-export-columns.ts';
import { practiceAbilityListSql, type PracticeAbilityFilter, type PracticeAbilityListRow } from './queries.ts';

/** A list row as the API shows it (spec §3 Practice-ability import row). */
export const presentPracticeAbility = (row: PracticeAbilityListRow) => ({
  ...row,
  averageScore: numberOrNull(row.averageScore),
});

/** An exported row also spells out its result. */
const presentExported = (row: PracticeAbilityListRow) => ({
  ...presentPracticeAbility(row),
  resultDescription: importResultLabel(row.result),
});

type Presented = ReturnType<typeof presentExported>;

/** 执业能力测评导入明细 + timestamp: the filtered rows, streamed from a cursor (spec §9). */
export function exportPracticeAbilities(db: Database, filter: PracticeAbilityFilter, reply: FastifyReply) {
  return streamXlsxExport<Presented>({
    reply,
    title: ASSESSMENT_FILE_TITLE.practiceAbilityExport,
    columns: [
      { header: '企业名称', key: 'enterpriseName', width: 36 },
      { header: '统一社会信用代码', key: 'socialCreditCode', width: 24 },
      { header: '考生人数', key: 'examineeCount', width: 10 },
      { header: '缺考人数', key: 'unExamineeCount', width: 10 },
      { header: '平均分', key: 'averageScore', width: 10 },
      { header: '加分', key: 'scoreValue', width: 8 },
      ...importedByColumns<Presented>(),
    ],
    rows: cursorRows(db.$client, practiceAbilityListSql(db, filter), presentExported),
  });
}

import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cursorRows } from '../../platform/db-cursor.ts';
import { streamXlsxExport } from '../../platform/excel/index.ts';
import type { ReleaseKind } from './release-kinds.ts';
import { presentRelease, releaseListSql, type ReleaseFilter, type ReleaseListRow } from './release-queries.ts';

const TITLE: Record<ReleaseKind['key'], string> = {
  practiceAbility: '执业能力加分审核',
  passRate: '备案通过率加分审核',
};

type Presented = ReturnType<typeof presentRelease>;

/** The review list as a workbook: the columns of spec §2 screen 4. */
export function exportReleases(db: Database, kind: ReleaseKind, filter: ReleaseFilter, reply: FastifyReply) {
  return streamXlsxExport<Presented>({
    reply,
    title: TITLE[kind.key],
    columns: [
      { header: '信用类别', key: 'creditTypeDescription', width: 10 },
      { header: '行为项目', key: 'behaviorCategoryName', width: 12 },
      { header: '行为内容描述', key: 'behaviorDescription', width: 40 },
      { header: '认定依据', key: 'behaviorContentName', width: 36 },
      { header: '行为认定单位', key: 'identificationUnit', width: 24 },
      { header: '行为认定日期', key: 'actDeterminationDate', width: 14 },
      { header: '申请人', key: 'contactPerson', width: 10 },
      { header: '申请日期', key: 'createTime', width: 20 },
      { header: '状态', key: 'stateDescription', width: 10 },
    ],
    rows: cursorRows(db.$client, releaseListSql(db, kind, filter), (row: ReleaseListRow) => presentRelease(kind, row)),
  });
}

import { labelOf, maskPhone, QUALIFICATION_LEVEL } from '@credit/rules';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cursorRows } from '../../platform/db-cursor.ts';
import { pageOf } from '../../platform/envelope.ts';
import { streamXlsxExport } from '../../platform/excel/index.ts';
import {
  commitLetterSubmitted,
  enterpriseListSql,
  findEnterprisePage,
  type EnterpriseFilter,
  type EnterpriseListRow,
} from './queries.ts';

const present = (row: EnterpriseListRow) => ({
  ...row,
  qualificationLevelDescription: row.qualificationLevel
    ? labelOf(QUALIFICATION_LEVEL, row.qualificationLevel)
    : '招标代理',
  contactPhone: maskPhone(row.contactPhone),
});

export async function listEnterprises(
  db: Database,
  filter: EnterpriseFilter,
  page: { pageIndex: number; pageSize: number },
) {
  const { rows, total } = await findEnterprisePage(db, filter, page);
  return pageOf(rows.map(present), total, page);
}

export async function exportEnterprises(db: Database, filter: EnterpriseFilter, reply: FastifyReply) {
  return streamXlsxExport({
    reply,
    title: '企业查询',
    columns: [
      { header: '企业名称', key: 'enterpriseName', width: 36 },
      { header: '统一社会信用代码', key: 'socialCreditCode', width: 22 },
      { header: '资质等级', key: 'qualificationLevelDescription', width: 16 },
      { header: '联系人', key: 'contactPerson', width: 12 },
      { header: '联系电话', key: 'contactPhone', width: 16 },
    ],
    rows: cursorRows(db.$client, enterpriseListSql(db, filter), present),
  });
}

export async function hasCommitLetter(db: Database, enterpriseId: number): Promise<boolean> {
  return commitLetterSubmitted(db, enterpriseId);
}

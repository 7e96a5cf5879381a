import { enterpriseSearchListSpec } from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { enterpriseNamePairIndex } from '../enterprise/enterprise-name-pairs.ts';

const CREDIT_CODE = /^[0-9A-Za-z]{18}$/;

/**
 * Screen 13's remote select and the portal's search box: enterprises by a piece of their name or
 * by their whole social credit code (the code is public business information; nothing personal).
 */
export const enterpriseSearchList = defineList({
  method: 'GET',
  url: '/api/publicity/enterprises',
  permission: PERMISSIONS.public,
  reads: 'replica',
  tags: ['信用公示'],
  summary: '按企业名称（两个字即可）或统一社会信用代码查找企业（公开）',
  spec: enterpriseSearchListSpec,
  row: z.object({ enterpriseId: z.number(), enterpriseName: z.string(), socialCreditCode: z.string() }),
  source: { table: enterprises, id: enterprises.id },
  columns: aliasedColumns({
    enterpriseId: enterprises.id,
    enterpriseName: enterprises.enterpriseName,
    socialCreditCode: enterprises.socialCreditCode,
  }),
  where: ({ keyword }) => {
    if (!keyword) return undefined;
    if (CREDIT_CODE.test(keyword)) return eq(enterprises.socialCreditCode, keyword.toUpperCase());
    return nameContains(enterprises.nameGrams, keyword, enterprises.enterpriseName);
  },
  // A two-character name is read from the names' pairs in id order, with its kept count.
  idIndex: ({ keyword }) => (keyword && !CREDIT_CODE.test(keyword) ? enterpriseNamePairIndex(keyword) : undefined),
  orderBy: [asc(enterprises.id)],
  presenter: () => (row) => ({
    enterpriseId: row.enterpriseId,
    enterpriseName: row.enterpriseName,
    socialCreditCode: row.socialCreditCode,
  }),
  examples: { keyword: '华信' },
});

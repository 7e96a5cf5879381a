import { DEMO_ENTERPRISES } from '../../src/db/seed/demo-enterprises.ts';
import { demoCreditCode } from '../../src/db/seed/codes.ts';
import { multipart, type MultipartFilePart } from '../helpers/multipart.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { xlsxFile } from '../platform/excel-fixtures.ts';

/** Demo enterprise #n (1-based), as seeded. */
export const demo = (n: number) => ({ name: DEMO_ENTERPRISES[n - 1]!.name, code: demoCreditCode(n - 1) });

export const EXAM_HEADER = [
  '考生姓名',
  '企业名称',
  '统一社会信用代码',
  '试卷名称',
  '考试地点',
  '考试开始时间',
  '考试结束时间',
  '成绩',
];
export const RATE_HEADER = ['企业名称', '统一社会信用代码', '年度', '季度', '等级'];

export interface Examinee {
  enterprise: { name: string; code: string };
  score: number | string | null;
  candidate?: string;
  start?: string | Date;
  end?: string | Date;
}

export const examRow = ({
  enterprise,
  score,
  candidate = '张三',
  start = '2026-03-01 09:00',
  end = '2026-03-01 11:00',
}: Examinee) => [
  candidate,
  enterprise.name,
  enterprise.code,
  '工程造价执业能力测评',
  '海口市龙华区滨海大道100号',
  start,
  end,
  score,
];

export const examWorkbook = (examinees: Examinee[]) => xlsxFile([EXAM_HEADER, ...examinees.map(examRow)]);

export const rateWorkbook = (rows: unknown[][]) => xlsxFile([RATE_HEADER, ...rows]);

export type { Envelope, Page } from '@credit/rules';

/** POST …/import with the workbook as multipart `File`. */
export async function importFile(
  t: TestApp,
  url: string,
  file: Buffer,
  headers: { authorization: string },
  fileName = '导入.xlsx',
) {
  const body = multipart({}, [{ field: 'File', fileName, content: file }]);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const RELEASE_FORM = {
  identificationUnit: '海口市住房和城乡建设局',
  actDeterminationDate: '2026-03-31',
  relatedSymbol: '海住建〔2026〕12号',
  contactPerson: '王登记',
  behaviorDescription: '2026年第一季度执业能力测评结果',
};

/** POST …release as the publish dialog sends it. */
export function releaseRequest(
  t: TestApp,
  url: string,
  headers: { authorization: string },
  {
    fields = RELEASE_FORM,
    state = 3,
    relation,
    rowIds,
    files = [{ field: 'enterpriseAnnexes[0].file', fileName: '认定文件.png', content: PNG }],
  }: {
    fields?: Record<string, string>;
    state?: number | string;
    relation: { prefix: string; idField: string };
    rowIds: number[];
    files?: MultipartFilePart[];
  },
) {
  const relationFields = Object.fromEntries(
    rowIds.map((id, index) => [`${relation.prefix}[${index}].${relation.idField}`, id]),
  );
  // Each indexed upload names its type; a plain `enterpriseAnnexes` part goes without.
  const annexFields = Object.fromEntries(
    files.flatMap(({ field }) => {
      const index = /^enterpriseAnnexes\[(\d+)\]\.file$/.exec(field)?.[1];
      return index === undefined ? [] : [[`enterpriseAnnexes[${index}].fileType`, '附件']];
    }),
  );
  const body = multipart({ ...fields, state, ...relationFields, ...annexFields }, files);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

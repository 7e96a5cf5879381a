import { creditCodeCheckChar } from '@credit/rules';
import type { ImportColumn } from '../../platform/excel/index.ts';
import type { TemplateColumn } from '../assessment/import-template.ts';

export type ExamColumnKey =
  | 'candidateName'
  | 'enterpriseName'
  | 'socialCreditCode'
  | 'paperName'
  | 'examAddress'
  | 'examStartTime'
  | 'examEndTime'
  | 'score';

const EXAMPLE_CODE = `91460100MA5T00001${creditCodeCheckChar('91460100MA5T00001')}`;

/** One examinee per row; the header texts are what the import looks the columns up by. */
export const EXAM_TEMPLATE: readonly (TemplateColumn & { key: ExamColumnKey })[] = [
  { key: 'candidateName', header: '考生姓名', note: '必填，不超过50个字符', width: 14, example: '张三' },
  {
    key: 'enterpriseName',
    header: '企业名称',
    note: '必填，须与平台登记的企业名称一致',
    width: 36,
    example: '示例：海南某某工程造价咨询有限公司（导入前请删除本行）',
  },
  {
    key: 'socialCreditCode',
    header: '统一社会信用代码',
    note: '必填，18位，须为平台已登记的企业',
    width: 24,
    example: EXAMPLE_CODE,
  },
  {
    key: 'paperName',
    header: '试卷名称',
    note: '必填，不超过100个字符',
    width: 28,
    example: '工程造价执业能力测评（A卷）',
  },
  {
    key: 'examAddress',
    header: '考试地点',
    note: '必填，不超过100个字符',
    width: 28,
    example: '海口市龙华区滨海大道100号',
  },
  {
    key: 'examStartTime',
    header: '考试开始时间',
    note: '必填，日期时间，如 2026-03-01 09:00；不能晚于当前时间。按此时间所在年度和季度统计',
    width: 20,
    example: new Date(Date.UTC(2026, 2, 1, 9, 0)),
  },
  {
    key: 'examEndTime',
    header: '考试结束时间',
    note: '必填，日期时间，不能早于考试开始时间',
    width: 20,
    example: new Date(Date.UTC(2026, 2, 1, 11, 0)),
  },
  { key: 'score', header: '成绩', note: '0到100之间的数字；缺考留空或填写“缺考”', width: 10, example: 86.5 },
];

export const EXAM_COLUMNS: readonly ImportColumn<ExamColumnKey>[] = EXAM_TEMPLATE.map(({ key, header }) => ({
  key,
  header,
}));

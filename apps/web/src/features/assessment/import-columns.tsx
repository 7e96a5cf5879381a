import { importResultLabel } from '@credit/rules';
import { Button, Tag } from 'antd';
import type { ListColumn } from '@/components/list-page/types.ts';
import type { ImportRow, PassRateRow, PracticeAbilityRow } from './assessment-api.ts';
import type { AssessmentKind } from './assessment-kind.ts';

const resultTag = (result: boolean) => <Tag color={result ? 'success' : 'error'}>{importResultLabel(result)}</Tag>;
const bonus = (value: number | null | undefined) => (typeof value === 'number' ? `+${value}` : '');

const importedBy: ListColumn<ImportRow>[] = [
  { title: '导入人', dataIndex: 'createPerson' },
  { title: '导入时间', dataIndex: 'createTime' },
  { title: '导入结果', dataIndex: 'result', render: resultTag },
  { title: '原因', dataIndex: 'reason', ellipsis: true },
];

function practiceAbilityColumns(onShowExams: (row: PracticeAbilityRow) => void): ListColumn<PracticeAbilityRow>[] {
  return [
    { title: '企业名称', dataIndex: 'enterpriseName', ellipsis: true },
    { title: '统一社会信用代码', dataIndex: 'socialCreditCode' },
    { title: '考生人数', dataIndex: 'examineeCount', align: 'right' },
    { title: '缺考人数', dataIndex: 'unExamineeCount', align: 'right' },
    { title: '平均分', dataIndex: 'averageScore', align: 'right' },
    { title: '加分', dataIndex: 'scoreValue', align: 'right', render: bonus },
    ...(importedBy as ListColumn<PracticeAbilityRow>[]),
    {
      title: '操作',
      key: 'operation',
      render: (_: unknown, row: PracticeAbilityRow) => (
        <Button type="link" size="small" onClick={() => onShowExams(row)}>
          考生成绩明细
        </Button>
      ),
    },
  ];
}

const passRateColumns: ListColumn<PassRateRow>[] = [
  { title: '企业名称', dataIndex: 'enterpriseName', ellipsis: true },
  { title: '统一社会信用代码', dataIndex: 'socialCreditCode' },
  { title: '年度', dataIndex: 'registerYear' },
  { title: '季度', dataIndex: 'quarterDescription' },
  { title: '等级', dataIndex: 'levelDescription' },
  ...(importedBy as ListColumn<PassRateRow>[]),
];

/** The import list's columns (spec §2 screens 5 and 6); the export writes the same ones but the operation. */
export function importColumns(kind: AssessmentKind, onShowExams: (row: PracticeAbilityRow) => void) {
  return (
    kind.key === 'practiceAbility' ? practiceAbilityColumns(onShowExams) : passRateColumns
  ) as ListColumn<ImportRow>[];
}

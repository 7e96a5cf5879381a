import { defineDictionary } from '../dictionaries/dictionary.ts';
import { WORKFLOWS } from '../flows/flow-registry.ts';

/**
 * What an operation-log entry is about (docs/operation-log.md). A review flow's items are logged
 * by the workflow engine under the flow's key and title, so a new flow needs no entry here.
 */
export const OPERATION_OBJECT_KINDS = defineDictionary<string>([
  ['menu', '菜单'],
  ['role', '角色'],
  ['user', '用户'],
  ['scoringStandard', '评分标准'],
  ['practiceAbility', '执业能力测评'],
  ['passRate', '备案一次性通过率'],
  ['holiday', '节假日'],
  ['policy', '政策文件'],
  ['smsTemplate', '短信模板'],
  ['enterprise', '企业'],
  ['enterprisePerson', '企业人员'],
  ...WORKFLOWS.map((workflow) => [workflow.key, workflow.title] as const),
]);

/**
 * The actions services log besides the flows' transitions, whose labels the flows' tables give;
 * 查看完整号码 is a read of a whole ID card or mobile number (docs/personal-data.md).
 */
const CHANGE_ACTIONS = [
  '新增',
  '修改',
  '删除',
  '导入',
  '启用',
  '停用',
  '分配菜单',
  '发布',
  '撤回',
  '撤销',
  '查看完整号码',
] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** Every action an entry can name, each once: the action filter's choices. */
export const OPERATION_ACTIONS = defineDictionary<string>(
  [...new Set([...CHANGE_ACTIONS, ...WORKFLOWS.flatMap((workflow) => workflow.transitions.map((t) => t.label))])].map(
    (label) => [label, label] as const,
  ),
);

import { describe, expect, test } from 'vitest';
import { HttpError } from '@/api/http.ts';
import {
  compareSnapshots,
  describeChanges,
  isStaleRefusal,
  nodeText,
  snapshotOf,
  type ItemSnapshot,
} from '@/components/revision/item-changes.ts';

const seen: ItemSnapshot = {
  state: '待复审',
  fields: [
    { label: '登记编号', text: 'XY2026-0001' },
    { label: '分值', text: '3' },
    { label: '联系电话', text: '13800138000' },
    { label: '退回原因', text: '' },
  ],
};

describe('what changed between what the user saw and the item now', () => {
  test('the state, from what to what, and the fields whose values changed, by their labels in the order shown', () => {
    const now: ItemSnapshot = {
      state: '已完成',
      fields: [
        { label: '登记编号', text: 'XY2026-0001' },
        { label: '分值', text: '5' },
        { label: '联系电话', text: '13800138000' },
        { label: '退回原因', text: '材料不全' },
      ],
    };
    const changes = compareSnapshots(seen, now);
    expect(changes).toEqual({ state: { from: '待复审', to: '已完成' }, fields: ['分值', '退回原因'] });
    expect(describeChanges(changes)).toEqual(['状态由“待复审”变为“已完成”', '以下内容已修改：分值、退回原因']);
  });

  test('nothing when the two agree; a field one of them lacks counts as changed', () => {
    expect(compareSnapshots(seen, structuredClone(seen))).toEqual({ fields: [] });
    expect(describeChanges({ fields: [] })).toEqual([]);
    const fewer = { ...seen, fields: seen.fields.filter((field) => field.label !== '联系电话') };
    expect(compareSnapshots(seen, fewer)).toEqual({ fields: ['联系电话'] });
    const more = { ...seen, fields: [...seen.fields, { label: '办理期限', text: '2026-07-01' }] };
    expect(describeChanges(compareSnapshots(seen, more))).toEqual(['以下内容已修改：办理期限']);
  });

  test('a snapshot takes the state from its field (处理状态 unless told) and reads elements as their text', () => {
    const snapshot = snapshotOf([
      { label: '登记编号', value: 'XY2026-0001' },
      { label: '处理状态', value: '待初审' },
      { label: '分值', value: -5 },
      {
        label: '失效情况',
        value: (
          <span>
            已失效<b>（2026-05-01）</b>
          </span>
        ),
      },
      { label: '退回原因', value: '材料不全', hidden: true },
    ]);
    expect(snapshot).toEqual({
      state: '待初审',
      fields: [
        { label: '登记编号', text: 'XY2026-0001' },
        { label: '分值', text: '-5' },
        { label: '失效情况', text: '已失效（2026-05-01）' },
        { label: '退回原因', text: '' },
      ],
    });
    expect(snapshotOf([{ label: '状态', value: '待复审' }], '状态')).toEqual({ state: '待复审', fields: [] });
    expect(nodeText([null, false, '共', 3, '条'])).toBe('共3条');
  });

  test('a refusal is stale when the item changed (412) or its state no longer allows the action (409)', () => {
    expect(isStaleRefusal(new HttpError('该记录在您打开后已被修改', 412))).toBe(true);
    expect(isStaleRefusal(new HttpError('该记录已被处理', 409))).toBe(true);
    expect(isStaleRefusal(new HttpError('请求超时', 0))).toBe(false);
    expect(isStaleRefusal(new Error('x'))).toBe(false);
  });
});

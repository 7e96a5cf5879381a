import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { HttpError } from '@/api/http.ts';
import { createQueryClient } from '@/app/query-client.ts';
import { DetailView } from '@/components/detail-view/detail-view.tsx';
import type { Decision } from '@/components/review-decision.tsx';
import { ReviewedItemDialog, type ReviewedItem } from '@/features/credit/reviewed-item-dialog.tsx';
import { renderInApp } from './support/render-in-app.tsx';

interface Appeal extends ReviewedItem {
  statusName: string;
  reason: string;
}

const STEPS = ['提交', '受理', '审核', '完成'];
const waiting: Appeal = {
  id: 9,
  revision: 1,
  processStatus: 1,
  statusName: '待受理',
  reason: '处罚决定已撤销',
  steps: { titles: STEPS, current: 1 },
  history: [],
  approveConfirm: '确定受理该申诉吗？',
};
const refused: Appeal = {
  ...waiting,
  revision: 2,
  processStatus: 4,
  statusName: '不予受理',
  reason: '处罚决定已撤销（补充说明）',
  steps: { titles: STEPS, current: 1, status: 'error' },
};

describe('a decision on an item that changed since it was shown', () => {
  test('is sent for the revision shown; refused, the dialog reads the item again and says what changed', async () => {
    const user = userEvent.setup();
    const answers = [waiting, refused];
    const sent: { item: Appeal; decision: Decision }[] = [];
    renderInApp(
      <ReviewedItemDialog<Appeal>
        title="申诉详情"
        cacheKey="appeal"
        itemId={9}
        fetchItem={async () => answers.shift() ?? refused}
        fields={(appeal) => [
          { label: '处理状态', value: appeal.statusName },
          { label: '申诉理由', value: appeal.reason },
        ]}
        attachments={() => []}
        decision={{
          offered: (appeal) => appeal.processStatus === 1,
          decide: async (item, decision) => {
            sent.push({ item, decision });
            throw new HttpError('该记录在您打开后已被修改，当前状态为不予受理，请查看最新内容后重新操作', 412);
          },
          approveText: '审核通过',
          refuseText: '不予受理',
          reasonLabel: '处理意见',
          reasonRequired: '请填写处理意见',
        }}
        onClose={() => undefined}
      />,
    );

    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: '审核通过' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确\s*定/ }));

    const notice = await within(dialog).findByRole('alert');
    expect(sent.map(({ item }) => item.revision)).toEqual([1]);
    expect(notice.textContent).toContain('此项在您打开后已被修改');
    expect(within(notice).getByText('状态由“待受理”变为“不予受理”')).toBeTruthy();
    expect(within(notice).getByText('以下内容已修改：申诉理由')).toBeTruthy();
    // The item as it is now: its fields, its step bar ended in error, and no decision left to take.
    expect(within(dialog).getByText('处罚决定已撤销（补充说明）')).toBeTruthy();
    expect(dialog.querySelector('.ant-steps-item-error .ant-steps-item-title')?.textContent).toBe('受理');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: '审核通过' })).toBeNull());
  });
});

describe('a decision on an item the viewer may no longer read', () => {
  test('says so above the fields and offers no decision on what is out of date', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderInApp(
      // The app's own client: a failed read is not retried behind the user's back.
      <QueryClientProvider client={createQueryClient()}>
        <ReviewedItemDialog<Appeal>
          title="申诉详情"
          cacheKey="appeal"
          itemId={9}
          fetchItem={async () => {
            reads += 1;
            if (reads > 1) throw new HttpError('您没有权限执行此操作', 403);
            return waiting;
          }}
          fields={(appeal) => [{ label: '处理状态', value: appeal.statusName }]}
          attachments={() => []}
          decision={{
            offered: (appeal) => appeal.processStatus === 1,
            decide: async () => {
              throw new HttpError('该申诉在您打开后已被修改，当前状态为草稿，请查看最新内容后重新操作', 412);
            },
            approveText: '审核通过',
            refuseText: '不予受理',
            reasonLabel: '处理意见',
            reasonRequired: '请填写处理意见',
          }}
          onClose={() => undefined}
        />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: '审核通过' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确\s*定/ }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain('此项在您打开后已被修改');
    expect(within(notice).getByText('您已无法查看其最新内容（您没有权限执行此操作）')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '不予受理' })).toBeNull();
  });
});

describe('the step bar of a refused item', () => {
  test('stops at the step it was refused at, drawn as an error', () => {
    renderInApp(
      <DetailView steps={{ titles: ['提交', '初审', '复审', '完成'], current: 2, status: 'error' }} fields={[]} />,
    );
    const steps = [...document.querySelector('.ant-steps')!.querySelectorAll('.ant-steps-item')];
    expect(steps.map((step) => step.className.match(/ant-steps-item-(wait|process|finish|error)/)?.[1])).toEqual([
      'finish',
      'finish',
      'error',
      'wait',
    ]);
  });
});

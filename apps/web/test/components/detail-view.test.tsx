import { CREDIT_RECORD_WORKFLOW, MSG, stepBar } from '@credit/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DetailView } from '@/components/detail-view/detail-view.tsx';
import { renderInApp } from './support/render-in-app.tsx';

const STANDARD = ['提交', '初审', '复审', '完成'];

describe('the step bar of a credit record (from the workflow table)', () => {
  test('提交, 初审, 复审, 完成, with 终审 added at a score of -10 or below', () => {
    expect(stepBar(CREDIT_RECORD_WORKFLOW, 3, { scoreValue: -5 })).toEqual({ titles: STANDARD, current: 2 });
    expect(stepBar(CREDIT_RECORD_WORKFLOW, 3, { scoreValue: -10 })).toEqual({
      titles: ['提交', '初审', '复审', '终审', '完成'],
      current: 2,
    });
    expect(stepBar(CREDIT_RECORD_WORKFLOW, 7, { scoreValue: -12 }).current).toBe(4);
    expect(stepBar(CREDIT_RECORD_WORKFLOW, 1, { scoreValue: 3 })).toEqual({ titles: STANDARD, current: 1 });
  });

  test('a status waiting at a step the flow lacks shows the next step', () => {
    expect(stepBar(CREDIT_RECORD_WORKFLOW, 4, { scoreValue: -5 })).toEqual({ titles: STANDARD, current: 3 });
    expect(stepBar(CREDIT_RECORD_WORKFLOW, 4, { scoreValue: -15 }).current).toBe(3);
  });
});

describe('DetailView', () => {
  test('shows the step bar, the visible fields, attachment thumbnails and the history timeline', async () => {
    const user = userEvent.setup();
    renderInApp(
      <DetailView
        steps={stepBar(CREDIT_RECORD_WORKFLOW, 3, { scoreValue: -12 })}
        fields={[
          { label: '行为类别', value: '良好' },
          { label: '行为内容描述', value: '参加市级执业能力测评，成绩优良', span: 2 },
          { label: '认定等级', value: '默认等级', hidden: true },
        ]}
        attachments={[
          { fileName: '现场照片.png', relativePath: 'files/2026/photo.png' },
          { fileName: '认定文书.pdf', relativePath: '/files/2026/decision.pdf' },
          { fileName: '汇总表.xlsx', relativePath: 'files/2026/summary.xlsx' },
        ]}
        history={[
          { operator: '张三', instructions: '提交申请', createTime: '2026-01-05 09:30:00' },
          { operator: '李四', instructions: '初审通过', createTime: '2026-01-06 14:00:00' },
        ]}
      />,
    );

    // The step bar comes first; the history timeline is drawn with steps too.
    const steps = [...document.querySelector('.ant-steps')!.querySelectorAll('.ant-steps-item')];
    expect(steps.map((step) => step.querySelector('.ant-steps-item-title')?.textContent)).toEqual([
      '提交',
      '初审',
      '复审',
      '终审',
      '完成',
    ]);
    expect(steps[1]!.classList.contains('ant-steps-item-finish')).toBe(true);
    expect(steps[2]!.classList.contains('ant-steps-item-process')).toBe(true);
    expect(steps[3]!.classList.contains('ant-steps-item-wait')).toBe(true);

    expect(screen.getByText('行为类别')).toBeTruthy();
    expect(screen.getByText('参加市级执业能力测评，成绩优良')).toBeTruthy();
    expect(screen.queryByText('认定等级')).toBeNull();

    const attachments = within(screen.getByRole('region', { name: '附件' }));
    const photo = attachments.getByAltText<HTMLImageElement>('现场照片.png');
    expect(photo.getAttribute('src')).toBe('/files/2026/photo.png');
    const pdf = attachments.getByRole('link', { name: '查看认定文书.pdf' });
    expect(pdf.getAttribute('href')).toBe('/files/2026/decision.pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.querySelector('.anticon-file-pdf')).toBeTruthy();
    expect(
      attachments.getByRole('link', { name: '查看汇总表.xlsx' }).querySelector('.anticon-file-excel'),
    ).toBeTruthy();

    await user.click(photo);
    const preview = await screen.findByRole('dialog');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/files/2026/photo.png');

    const history = within(screen.getByRole('region', { name: '历史记录' }));
    expect(history.getByText('张三')).toBeTruthy();
    expect(history.getByText('初审通过')).toBeTruthy();
    expect(history.getByText('2026-01-06 14:00:00')).toBeTruthy();
  });

  test('says 暂无附件 and 暂无数据 when there are no attachments or history', () => {
    renderInApp(<DetailView fields={[{ label: '申请人', value: '王五' }]} attachments={[]} history={[]} />);

    const emptyNote = { selector: '.ant-empty-description' };
    expect(within(screen.getByRole('region', { name: '附件' })).getByText(MSG.noAttachment, emptyNote)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '历史记录' })).getByText(MSG.noData, emptyNote)).toBeTruthy();
    expect(document.querySelector('.ant-steps')).toBeNull();
  });
});

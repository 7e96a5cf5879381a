import { CREDIT_RECORD_WORKFLOW, stepBar } from '@credit/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { RecordEndingTag } from '@/components/record-ending-tag.tsx';
import { renderInApp } from './support/render-in-app.tsx';

describe('a record that no longer counts', () => {
  test('shows 已失效 with the day and the reason on hover', async () => {
    const user = userEvent.setup();
    renderInApp(<RecordEndingTag ending={{ endedOn: '2026-05-03', endReason: '申诉成立' }} />);
    const tag = screen.getByText('已失效');
    expect(tag.getAttribute('aria-label')).toBe('已失效：2026-05-03 申诉成立，不再计分');
    await user.hover(tag);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '2026-05-03 申诉成立，不再计分');
  });

  test('shows nothing while the record counts', () => {
    const { container } = renderInApp(<RecordEndingTag ending={{ endedOn: null, endReason: null }} />);
    expect(container.textContent).toBe('');
  });

  test('ends its step bar with the reason after 完成; a reason the flow does not know changes nothing', () => {
    expect(stepBar(CREDIT_RECORD_WORKFLOW, 7, { scoreValue: -5 }, '信用修复')).toEqual({
      titles: ['提交', '初审', '复审', '完成', '信用修复'],
      current: 4,
    });
    expect(stepBar(CREDIT_RECORD_WORKFLOW, 7, { scoreValue: -5 }, '其他')).toEqual({
      titles: ['提交', '初审', '复审', '完成'],
      current: 3,
    });
  });
});

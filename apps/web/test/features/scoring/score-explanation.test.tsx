import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { ScoreExplanationTable } from '@/features/scoring/score-explanation.tsx';
import type { ScoreExplanation } from '@/features/scoring/scoring-api.ts';
import { renderInApp } from '../../components/support/render-in-app.tsx';

const explanation: ScoreExplanation = {
  enterpriseId: 1,
  enterpriseName: '海南华信工程造价咨询有限公司',
  date: '2026-11-27',
  standardName: '海口市工程造价咨询企业信用评价标准（2026）',
  score: 97,
  level: 'A',
  parts: [
    {
      kind: 'base',
      recordId: null,
      registerNumber: null,
      creditTypeDescription: null,
      label: '基础分',
      points: 100,
      rule: '评价标准的基础分',
    },
    {
      kind: 'record',
      recordId: 8,
      registerNumber: 'XY2026000008',
      creditTypeDescription: '不良',
      label: '造价成果文件未按规定签字盖章',
      points: -3,
      rule: '认定之日起计一年',
    },
  ],
};

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}
const JSDOM_WIDTH = window.innerWidth;
afterEach(() => setWindowWidth(JSDOM_WIDTH));

const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent);

describe('the score explanation', () => {
  test('on a desktop shows each part with its record number and type', () => {
    renderInApp(<ScoreExplanationTable data={explanation} />);
    expect(headers()).toEqual(['计分项目', '登记编号', '信用类别', '计分规则', '分值']);
    expect(screen.getByText('XY2026000008')).toBeTruthy();
  });

  test('on a phone keeps the item, its rule and its 分值 in the width, the total under the points', () => {
    setWindowWidth(390);
    renderInApp(<ScoreExplanationTable data={explanation} />);
    expect(headers()).toEqual(['计分项目', '计分规则', '分值']);
    expect(screen.queryByText('XY2026000008')).toBeNull();
    expect(screen.getByText('-3')).toBeTruthy();
    expect(document.querySelector('.ant-table-content table')?.getAttribute('style') ?? '').not.toContain('640');
    const total = screen.getByText('合计').closest('td');
    expect(total?.getAttribute('colspan')).toBe('2');
    expect(total?.nextElementSibling?.textContent).toBe('97');
  });
});

import { currentShanghaiYear, dictOptions, labelOf, TREND_TYPE } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Flex, Radio, Spin } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useReducedMotion } from '@/app/use-reduced-motion.ts';
import { ChartBox } from './chart-box.tsx';
import { ScoreDetailCarousel } from './score-detail-carousel.tsx';
import type { RecordDetail } from './score-detail-dialog.tsx';
import { fetchCreditTrend, fetchLevelTrend, trendKeys } from './trend-api.ts';
import { levelTrendOption, scoreTrendOption } from './trend-options.ts';

/** The level trend's button, next to the three score modes (type 0, 1, 2). */
const LEVEL_MODE = 'level';
const MODES = [...dictOptions(TREND_TYPE), { label: '信用等级趋势', value: LEVEL_MODE }];

function ScoreTrend({
  enterpriseId,
  type,
  year,
  detail,
}: {
  enterpriseId: number;
  type: number;
  year: number;
  detail?: RecordDetail;
}) {
  const reducedMotion = useReducedMotion();
  const trend = useQuery({
    queryKey: trendKeys.credit(enterpriseId, type, year),
    queryFn: () => fetchCreditTrend(enterpriseId, type, year),
  });
  const option = useMemo(() => trend.data && scoreTrendOption(trend.data), [trend.data]);
  if (trend.isError) return <Alert type="error" showIcon message="信用趋势加载失败，请稍后重试" />;
  if (!trend.data || !option) return <Spin />;
  return (
    <>
      <ChartBox option={option} label={`${labelOf(TREND_TYPE, type)}信用分趋势图`} />
      <ScoreDetailCarousel records={trend.data.datas} animate={!reducedMotion} detail={detail} />
    </>
  );
}

function LevelTrend({ enterpriseId }: { enterpriseId: number }) {
  const trend = useQuery({ queryKey: trendKeys.level(enterpriseId), queryFn: () => fetchLevelTrend(enterpriseId) });
  const option = useMemo(() => trend.data && levelTrendOption(trend.data), [trend.data]);
  if (trend.isError) return <Alert type="error" showIcon message="信用等级趋势加载失败，请稍后重试" />;
  if (!option) return <Spin />;
  return <ChartBox option={option} label="近12个月信用等级趋势图" />;
}

/**
 * Screen 11, an enterprise's credit trend: 月度 / 季度 / 年度 score lines of a year (no future
 * year can be picked) with the records that counted, five a slide, and the level trend. Shared:
 * the signed-in pages and the public enterprise page show the same component; `detail` is how a
 * page shows a record opened from it (the public page: as its record detail page does).
 */
export function CreditTrend({ enterpriseId, detail }: { enterpriseId: number; detail?: RecordDetail }) {
  const [mode, setMode] = useState<number | typeof LEVEL_MODE>(0);
  const [year, setYear] = useState(currentShanghaiYear);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={MODES}
          value={mode}
          onChange={(event) => setMode(event.target.value as number | typeof LEVEL_MODE)}
          aria-label="趋势类型"
        />
        {mode !== LEVEL_MODE && (
          <DatePicker
            picker="year"
            allowClear={false}
            value={dayjs(`${year}-01-01`)}
            disabledDate={(day) => day.year() > currentShanghaiYear()}
            onChange={(day) => day && setYear(day.year())}
            aria-label="年份"
          />
        )}
      </Flex>
      {mode === LEVEL_MODE ? (
        <LevelTrend enterpriseId={enterpriseId} />
      ) : (
        <ScoreTrend enterpriseId={enterpriseId} type={mode} year={year} detail={detail} />
      )}
    </Flex>
  );
}

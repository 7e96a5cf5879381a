import { useEffect, useRef } from 'react';
import { useReducedMotion } from '@/app/use-reduced-motion.ts';
import { echarts, type EChartsCoreOption } from './echarts-line.ts';

/**
 * An ECharts chart drawn in Chinese (ECharts' built-in ZH locale: tooltips, toolbox, number
 * formats), without animation when the system asks for reduced motion, resized with its box.
 */
export function ChartBox({
  option,
  label,
  height = 320,
  onItemClick,
}: {
  option: EChartsCoreOption;
  label: string;
  height?: number;
  /** A bar, slice or point clicked: its category's index and its series' index. */
  onItemClick?: (dataIndex: number, seriesIndex: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init>>(undefined);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!box.current) return undefined;
    const instance = echarts.init(box.current, null, { locale: 'ZH', renderer: 'svg' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ ...option, animation: !reducedMotion }, { notMerge: true });
  }, [option, reducedMotion]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onItemClick) return undefined;
    const click = (params: { dataIndex?: number; seriesIndex?: number }) =>
      onItemClick(params.dataIndex ?? 0, params.seriesIndex ?? 0);
    instance.on('click', click);
    return () => {
      instance.off('click', click);
    };
  }, [onItemClick]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      style={{ width: '100%', height, cursor: onItemClick ? 'pointer' : undefined }}
    />
  );
}

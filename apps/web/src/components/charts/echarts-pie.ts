import { PieChart } from 'echarts/charts';
import { echarts } from './echarts-bars.ts';

// The statistics pages' shares (rings) join the bars' ECharts core; the dashboard never loads them.
echarts.use([PieChart]);

export { echarts };
export type { EChartsCoreOption } from './echarts-line.ts';

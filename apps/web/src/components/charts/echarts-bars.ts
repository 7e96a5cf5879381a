import { BarChart } from 'echarts/charts';
import { LegendComponent } from 'echarts/components';
import { echarts } from './echarts-line.ts';

// The dashboard's bar charts and legends join the same ECharts core; pages with lines only never load them.
echarts.use([BarChart, LegendComponent]);

export { echarts };
export type { EChartsCoreOption } from './echarts-line.ts';

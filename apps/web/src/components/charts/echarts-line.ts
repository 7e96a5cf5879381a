import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what a line chart needs, so the page loads a fraction of ECharts.
echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

export { echarts };
export type { EChartsCoreOption } from 'echarts/core';

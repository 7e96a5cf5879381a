import { Descriptions, Grid, type DescriptionsProps } from 'antd';

/**
 * A bordered table of labelled fields (antd Descriptions): labels beside their values from tablets
 * (md) up, above them on phones, where a label column leaves the values too narrow to read.
 */
export function FieldTable(props: Omit<DescriptionsProps, 'bordered' | 'layout'>) {
  const wide = Grid.useBreakpoint().md ?? true;
  return <Descriptions bordered layout={wide ? 'horizontal' : 'vertical'} {...props} />;
}

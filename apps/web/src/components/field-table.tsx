import { Descriptions, type DescriptionsProps } from 'antd';
import { useNarrowerThan } from './use-narrower-than.ts';

/**
 * A bordered table of labelled fields (antd Descriptions): labels beside their values from tablets
 * (md) up, above them on phones, where a label column leaves the values too narrow to read.
 */
export function FieldTable(props: Omit<DescriptionsProps, 'bordered' | 'layout'>) {
  const layout = useNarrowerThan('md') ? 'vertical' : 'horizontal';
  return <Descriptions bordered layout={layout} {...props} />;
}

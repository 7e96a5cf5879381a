import { Grid } from 'antd';

/** A bordered field table's layout: labels above their values on phones, beside them from tablets (md) up. */
export function useDescriptionsLayout(): 'horizontal' | 'vertical' {
  return (Grid.useBreakpoint().md ?? true) ? 'horizontal' : 'vertical';
}

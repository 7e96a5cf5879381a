import { Grid } from 'antd';

/**
 * Whether the window is narrower than one of antd's breakpoints: `sm` (576 px) is a phone, `md`
 * (768 px) a phone or a small tablet. Before antd has measured, the window counts as wide.
 */
export function useNarrowerThan(breakpoint: 'sm' | 'md'): boolean {
  return !(Grid.useBreakpoint()[breakpoint] ?? true);
}

import { RELEASE_STATE } from '@credit/rules';
import type { ValueEnum } from '@/components/list-page/types.ts';

const COLORS: Record<number, string> = { 0: 'default', 3: 'processing', 5: 'error', 7: 'success' };

/** Release states as coloured tags, labels from the one dictionary (spec §4). */
export const RELEASE_STATE_ENUM: ValueEnum = Object.fromEntries(
  [...RELEASE_STATE].map(([state, text]) => [state, { text, color: COLORS[state] }]),
);

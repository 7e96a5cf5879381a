import { charCount, cutChars } from '@credit/rules';
import type { InputProps } from 'antd';

/**
 * An input's length limit counted as the server and the database count it: in characters (an
 * emoji is one, not two UTF-16 units), and text past the limit is cut without splitting one; none
 * when the field has no limit.
 */
export const charLimit = (max: number | undefined, show = false): InputProps['count'] =>
  max === undefined ? undefined : { max, show, strategy: charCount, exceedFormatter: (text) => cutChars(text, max) };

import { z } from 'zod';
import type { DictCode, Dictionary } from './dictionary.ts';

/** Accepts exactly the dictionary's codes; anything else, or nothing, gives `message`. */
export const dictSchema = <C extends DictCode>(dict: Dictionary<C>, message: string) =>
  z.literal([...dict.keys()], { error: message });

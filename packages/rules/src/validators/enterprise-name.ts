import { LIMITS } from '../limits.ts';
import { MSG } from '../messages.ts';
import { requiredLimitedText } from '../text.ts';

/**
 * Chinese characters only, at least six of them. Full-width brackets are allowed as well because
 * registered names carry them around a place name, e.g. 中建三局集团（北京）有限公司.
 */
const CHINESE_TEXT = /^[\p{Script=Han}（）]+$/u;
const CHINESE_CHARACTER = /\p{Script=Han}/gu;

export const isChineseEnterpriseName = (value: string): boolean =>
  CHINESE_TEXT.test(value) && (value.match(CHINESE_CHARACTER)?.length ?? 0) >= 6;

export const enterpriseNameSchema = requiredLimitedText('请输入企业名称', LIMITS.name, '企业名称').refine(
  isChineseEnterpriseName,
  MSG.enterpriseNameChinese,
);

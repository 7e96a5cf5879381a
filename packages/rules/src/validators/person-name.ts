import { requiredText } from '../text.ts';

const CHINESE_NAME = /^\p{Script=Han}{2,8}$/u;
/** Latin letters, with spaces, dots or hyphens only between them (e.g. "Anna Lee"). */
const LATIN_NAME = /^(?=.{4,16}$)[A-Za-z]+(?:[ .·'-][A-Za-z]+)*$/;

export const PERSON_NAME_FORMAT_MESSAGE = '姓名须为2-8个汉字或4-16个英文字符';

/** A person's name: 2-8 Chinese characters, or 4-16 non-Chinese (Latin) characters. */
export const isPersonName = (value: string): boolean => CHINESE_NAME.test(value) || LATIN_NAME.test(value);

export const personNameSchema = requiredText('请输入姓名').refine(isPersonName, PERSON_NAME_FORMAT_MESSAGE);

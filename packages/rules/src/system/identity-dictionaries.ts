import { defineDictionary } from '../dictionaries/dictionary.ts';

/** How a login-log row's sign-in happened. */
export const SIGN_IN_PROVIDER = defineDictionary([
  ['enterprise', '企业用户登录'],
  ['manage', '管理用户登录'],
  ['password', '超级管理员登录'],
  ['refresh', '令牌续期'],
]);

/** Which way a user signs in. */
export const USER_KIND = defineDictionary([
  ['enterprise', '企业用户'],
  ['manage', '管理用户'],
  ['admin', '超级管理员'],
]);

export const USER_ENABLED = defineDictionary([
  [1, '启用'],
  [0, '停用'],
]);

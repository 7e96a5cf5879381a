import { isMenuRouteName } from '@credit/rules';

export { MENU_ROUTES, type MenuRoute } from '@credit/rules';

/** Whether `pathname` can be a page of some user's menus (and so needs a signed-in user). */
export function isMenuRoute(pathname: string): boolean {
  return isMenuRouteName(pathname.replace(/^\/+/, '').split('/')[0] ?? '');
}

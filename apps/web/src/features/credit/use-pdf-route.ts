import { useCurrentUser } from '@/api/current-user.ts';
import { menuPages } from '@/app/menus.ts';

const PDF_ROUTES = ['pdfOperation', 'pdfOperation2'];

/** The in-page PDF viewer the user's menus hold, if any (spec §2 pdfOperation, pdfOperation2). */
export function usePdfRoute(): string | undefined {
  const user = useCurrentUser();
  const pages = menuPages(user.data?.menus ?? []);
  return PDF_ROUTES.find((route) => pages.has(route));
}

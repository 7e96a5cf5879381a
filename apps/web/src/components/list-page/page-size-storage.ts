import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@credit/rules';

/** The page size a user last chose, kept across lists and visits (spec §9). */
const STORAGE_KEY = 'pageSize';

export function isPageSizeOption(size: number): boolean {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size);
}

export function storedPageSize(): number {
  const size = Number(localStorage.getItem(STORAGE_KEY));
  return isPageSizeOption(size) ? size : DEFAULT_PAGE_SIZE;
}

export function storePageSize(size: number): void {
  localStorage.setItem(STORAGE_KEY, String(size));
}

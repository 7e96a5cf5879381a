import type { Page } from '@credit/rules';
import { request, upload } from '@/api/http.ts';

export interface PolicyRow {
  id: number;
  title: string;
  issuer: string;
  issueDate: string;
  fileName: string;
  fileUrl: string;
  state: number;
  stateDescription: string;
  sortOrder: number;
  updateTime: string;
}

export interface PolicyValues {
  title: string;
  issuer: string;
  issueDate: string;
  sortOrder?: number;
  /** A new PDF; left out when editing keeps the old one. */
  file?: File;
}

export const fetchPolicies = async (query: Record<string, string | number>) =>
  (await request<Page<PolicyRow>>({ url: '/api/system/policies/page', params: query })).extraData;

/** Adds a draft (no id) or corrects a document; the PDF travels as the multipart `file`. */
export function savePolicy(id: number | undefined, { file, ...fields }: PolicyValues) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  if (file) form.append('file', file);
  return upload<number | null>({
    url: id ? `/api/system/policies/${id}` : '/api/system/policies',
    method: id ? 'PUT' : 'POST',
    form,
    timeoutMs: 120_000,
  });
}

export const changePolicyState = (id: number, action: 'publish' | 'withdraw') =>
  request<null>({ url: `/api/system/policies/${id}/${action}`, method: 'PUT' });

export const movePolicy = (id: number, direction: 'up' | 'down') =>
  request<null>({ url: `/api/system/policies/${id}/move`, method: 'PUT', data: { direction } });

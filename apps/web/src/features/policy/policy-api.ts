import { call, read, uploadTo } from '@/api/call.ts';
import type { RowOf } from '@/api/operation.ts';

export type PolicyRow = RowOf<'/api/system/policies/page'>;

export interface PolicyValues {
  title: string;
  issuer: string;
  issueDate: string;
  sortOrder?: number;
  /** A new PDF; left out when editing keeps the old one. */
  file?: File;
}

export const fetchPolicies = (query: Record<string, string | number>) =>
  read('/api/system/policies/page', 'get', { query });

/** Adds a draft (no id) or corrects a document; the PDF travels as the multipart `file`. */
export function savePolicy(id: number | undefined, { file, ...fields }: PolicyValues) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  if (file) form.append('file', file);
  const timeoutMs = 120_000;
  return id
    ? uploadTo('/api/system/policies/{id}', 'put', { form, params: { id }, timeoutMs })
    : uploadTo('/api/system/policies', 'post', { form, timeoutMs });
}

export const changePolicyState = (id: number, action: 'publish' | 'withdraw') =>
  call(`/api/system/policies/{id}/${action}`, 'put', { params: { id } });

export const movePolicy = (id: number, direction: 'up' | 'down') =>
  call('/api/system/policies/{id}/move', 'put', { params: { id }, body: { direction } });

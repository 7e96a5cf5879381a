import { read } from '@/api/call.ts';
import type { RowOf } from '@/api/operation.ts';

export type OperationLogRow = RowOf<'/api/system/operationlogs/page'>;

export const fetchOperationLogs = (query: Record<string, string | number>) =>
  read('/api/system/operationlogs/page', 'get', { query });

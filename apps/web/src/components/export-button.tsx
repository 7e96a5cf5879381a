import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { MAX_PAGE_SIZE } from '@credit/rules';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { download } from '@/api/http.ts';
import { useBusyAction } from './use-busy-action.ts';

export interface ExportButtonProps {
  /** The list's own url: with format=xlsx the server answers with the workbook. */
  url: string;
  method?: 'GET' | 'POST';
  /** Names the file when the server gives none: title + timestamp + .xlsx. */
  fileTitle: string;
  filters: Record<string, unknown>;
  /** Keys of the columns to write, in order. */
  columns?: string[];
}

export function ExportButton({ url, method = 'GET', fileTitle, filters, columns }: ExportButtonProps) {
  const { notification } = App.useApp();
  const [busy, run] = useBusyAction();

  const exportWorkbook = async () => {
    const key = `export:${url}`;
    notification.open({ key, title: '正在导出…', description: fileTitle, icon: <LoadingOutlined />, duration: false });
    // The spec's export reads every row of the list as one page (spec §7, §9).
    const payload = { ...filters, columns, pageIndex: 1, pageSize: MAX_PAGE_SIZE, format: 'xlsx' };
    try {
      await download({
        url,
        method,
        ...(method === 'GET' ? { params: payload } : { data: payload }),
        fallbackName: `${fileTitle}${dayjs().format('YYYYMMDDHHmmss')}.xlsx`,
      });
    } finally {
      notification.destroy(key);
    }
  };

  // A failed export only frees the button (spec §7).
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run(exportWorkbook)}>
      导出Excel
    </Button>
  );
}

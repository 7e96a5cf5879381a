import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { MSG } from '@credit/rules';
import { App, Button, Modal, Progress, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { download, upload } from '@/api/http.ts';
import { fileExtension } from './attachment-file.ts';
import { useBusyAction } from './use-busy-action.ts';
import { useImportProgress } from './use-import-progress.ts';

/** The server reads and checks the whole workbook before it answers. */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

export interface ImportButtonProps {
  /** Receives the workbook as multipart field `File`. */
  url: string;
  /** Called after a successful import, typically to reload the list. */
  onDone: () => void;
}

/** 导入: an .xlsx workbook only, with the upload's progress while it is sent, then the rows the server has read. */
export function ImportButton({ url, onDone }: ImportButtonProps) {
  const { message } = App.useApp();
  const [busy, run] = useBusyAction();
  const [percent, setPercent] = useState(0);
  const { rowsRead, track } = useImportProgress(url);

  const importWorkbook = async (file: File) => {
    setPercent(0);
    const form = new FormData();
    form.append('File', file);
    const envelope = await track((importUrl) =>
      upload({ url: importUrl, form, onProgress: setPercent, timeoutMs: IMPORT_TIMEOUT_MS }),
    );
    void message.success(envelope.message);
    onDone();
  };

  const accept = (file: File) => {
    if (fileExtension(file.name) === 'xlsx') return true;
    void message.warning(MSG.importXlsxOnly);
    return Upload.LIST_IGNORE;
  };

  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={accept}
        customRequest={({ file }) => void run(() => importWorkbook(file as File))}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          导入
        </Button>
      </Upload>
      <Modal open={busy} title="正在导入" footer={null} closable={false} mask={{ closable: false }} destroyOnHidden>
        <Progress percent={percent} />
        <Typography.Text type="secondary">
          {percent < 100 ? '正在上传文件…' : `正在校验并保存：已读取 ${rowsRead ?? 0} 行`}
        </Typography.Text>
      </Modal>
    </>
  );
}

export interface DownloadTemplateButtonProps {
  url: string;
  /** Names the file when the server gives none: title + date + .xlsx (spec §9). */
  fileTitle?: string;
}

/** 下载模板: the workbook to fill in for an import. */
export function DownloadTemplateButton({ url, fileTitle = '导入模板' }: DownloadTemplateButtonProps) {
  const [busy, run] = useBusyAction();
  const fetchTemplate = () => download({ url, fallbackName: `${fileTitle}${dayjs().format('YYYYMMDD')}.xlsx` });
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run(fetchTemplate)}>
      下载模板
    </Button>
  );
}

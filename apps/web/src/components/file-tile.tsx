import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { fileExtension, isImageFile } from './attachment-file.ts';
import { StoredImage } from './stored-image.tsx';

const ICON_BY_EXTENSION: Record<string, ComponentType<{ style?: CSSProperties }>> = {
  pdf: FilePdfOutlined,
  xls: FileExcelOutlined,
  xlsx: FileExcelOutlined,
  doc: FileWordOutlined,
  docx: FileWordOutlined,
};

const TILE_SIZE = 96;

interface FileTileProps {
  fileName: string;
  href: string;
  /** Shown under the name, e.g. a 删除 link. */
  actions?: ReactNode;
}

/** An attachment as a thumbnail: images open in a preview, other files (pdf, xlsx, docx…) as an icon that opens the file. */
export function FileTile({ fileName, href, actions }: FileTileProps) {
  const Icon = ICON_BY_EXTENSION[fileExtension(fileName)] ?? FileOutlined;
  return (
    <div style={{ width: TILE_SIZE + 16, textAlign: 'center' }}>
      {isImageFile(fileName) ? (
        <StoredImage src={href} alt={fileName} width={TILE_SIZE} height={TILE_SIZE} />
      ) : (
        <a href={href} target="_blank" rel="noreferrer" aria-label={`查看${fileName}`}>
          <Icon style={{ fontSize: TILE_SIZE * 0.6 }} />
        </a>
      )}
      <Typography.Text ellipsis={{ tooltip: fileName }} style={{ display: 'block' }}>
        {fileName}
      </Typography.Text>
      {actions}
    </div>
  );
}

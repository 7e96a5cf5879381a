import { ColumnWidthOutlined, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut } from './zoom.ts';

interface PdfToolbarProps {
  /** Shown first, and usable whatever state the document is in. */
  fileChooser?: ReactNode;
  pageNumber: number;
  /** Undefined while no document is shown: the page and zoom controls are disabled. */
  numPages?: number;
  scale: number;
  onPageChange: (pageNumber: number) => void;
  onScaleChange: (scale: number) => void;
  onFitWidth: () => void;
}

export function PdfToolbar({
  fileChooser,
  pageNumber,
  numPages,
  scale,
  onPageChange,
  onScaleChange,
  onFitWidth,
}: PdfToolbarProps) {
  const disabled = numPages === undefined;
  return (
    <Flex wrap gap={8} align="center" role="toolbar" aria-label="PDF工具栏">
      {fileChooser}
      <Button
        icon={<LeftOutlined />}
        disabled={disabled || pageNumber <= 1}
        onClick={() => onPageChange(pageNumber - 1)}
      >
        上一页
      </Button>
      <InputNumber
        aria-label="页码"
        min={1}
        max={numPages}
        precision={0}
        value={pageNumber}
        disabled={disabled}
        suffix={disabled ? undefined : `/ ${numPages}`}
        onChange={(value) => value !== null && onPageChange(value)}
        style={{ width: 120 }}
      />
      <Button
        icon={<RightOutlined />}
        iconPlacement="end"
        disabled={disabled || pageNumber >= numPages}
        onClick={() => onPageChange(pageNumber + 1)}
      >
        下一页
      </Button>
      <Button
        icon={<ZoomOutOutlined />}
        disabled={disabled || scale <= MIN_ZOOM}
        onClick={() => onScaleChange(zoomOut(scale))}
      >
        缩小
      </Button>
      <Typography.Text role="status" aria-label="缩放比例">
        {Math.round(scale * 100)}%
      </Typography.Text>
      <Button
        icon={<ZoomInOutlined />}
        disabled={disabled || scale >= MAX_ZOOM}
        onClick={() => onScaleChange(zoomIn(scale))}
      >
        放大
      </Button>
      <Button icon={<ColumnWidthOutlined />} disabled={disabled} onClick={onFitWidth}>
        适合宽度
      </Button>
    </Flex>
  );
}

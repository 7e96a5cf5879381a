import { MSG } from '@credit/rules';
import { Image } from 'antd';
import { useState, type CSSProperties } from 'react';

interface StoredImageProps {
  /** The stored file's address; empty when the attachment has no file. */
  src: string;
  alt: string;
  width: number;
  height?: number;
  /** A thumbnail that opens a preview (antd Image), or a plain image (the printed credit report). */
  preview?: boolean;
  className?: string;
}

const placeholderStyle = (width: number, height: number | undefined): CSSProperties => ({
  width,
  height: height ?? width * 0.75,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'rgba(0, 0, 0, 0.45)',
  background: '#fafafa',
  border: '1px dashed #d9d9d9',
  fontSize: 12,
});

/** An image attachment, or 暂无图片 (spec §8) where the file is missing or fails to load. */
export function StoredImage({ src, alt, width, height, preview = true, className }: StoredImageProps) {
  // Keyed by the address: a new file is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src)
    return (
      <span
        role="img"
        aria-label={`${alt}：${MSG.noImage}`}
        className={className}
        style={placeholderStyle(width, height)}
      >
        {MSG.noImage}
      </span>
    );
  const failed = () => setFailedSrc(src);
  return preview ? (
    <Image src={src} alt={alt} width={width} height={height} style={{ objectFit: 'cover' }} onError={failed} />
  ) : (
    <img src={src} alt={alt} width={width} className={className} onError={failed} />
  );
}

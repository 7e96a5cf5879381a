import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { storedFileHref } from '../attachment-file.ts';
import { FileTile } from '../file-tile.tsx';
import type { AnnexValue } from './types.ts';

/** A local file's address while it is shown; released when it goes. */
function useLocalFileHref(file: File | undefined): string | undefined {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return href;
}

export function AnnexTile({ annex, onRemove }: { annex: AnnexValue; onRemove: () => void }) {
  const localHref = useLocalFileHref(annex.file);
  const href = annex.file ? localHref : annex.relativePath && storedFileHref(annex.relativePath);
  if (!href) return null;
  const remove = (
    <Button type="link" danger size="small" onClick={onRemove} aria-label={`删除${annex.fileName}`}>
      删除
    </Button>
  );
  return <FileTile fileName={annex.fileName} href={href} actions={remove} />;
}

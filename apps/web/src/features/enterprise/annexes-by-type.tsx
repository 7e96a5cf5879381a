import { Descriptions } from 'antd';
import { AttachmentThumbnails } from '@/components/detail-view/attachment-thumbnails.tsx';
import type { StoredAnnex } from './enterprise-api.ts';

/** An enterprise's stored attachments as one row per type, previewed (暂无附件 for a type without any). */
export function AnnexesByType({
  annexes,
  types,
}: {
  annexes: StoredAnnex[];
  types: { name: string; label: string }[];
}) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={types.map((type) => ({
        key: type.name,
        label: type.label,
        children: <AttachmentThumbnails attachments={annexes.filter((annex) => annex.fileType === type.name)} />,
      }))}
    />
  );
}

import { AttachmentThumbnails } from '@/components/detail-view/attachment-thumbnails.tsx';
import { FieldTable } from '@/components/field-table.tsx';
import type { StoredAnnex } from './enterprise-api.ts';

/** An enterprise's stored attachments as one row per type, previewed (暂无附件 for a type without any); on a phone each type's label sits above its files. */
export function AnnexesByType({
  annexes,
  types,
}: {
  annexes: StoredAnnex[];
  types: { name: string; label: string }[];
}) {
  return (
    <FieldTable
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

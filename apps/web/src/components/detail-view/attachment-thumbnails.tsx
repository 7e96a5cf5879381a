import { MSG } from '@credit/rules';
import { Flex } from 'antd';
import { storedFileHref } from '../attachment-file.ts';
import { EmptyNote } from '../empty-note.tsx';
import { FileTile } from '../file-tile.tsx';

export interface DetailAttachment {
  fileName: string;
  relativePath: string;
}

export function AttachmentThumbnails({ attachments }: { attachments: DetailAttachment[] }) {
  if (attachments.length === 0) return <EmptyNote text={MSG.noAttachment} />;
  return (
    <Flex wrap gap={16}>
      {attachments.map((attachment) => (
        <FileTile
          key={attachment.relativePath}
          fileName={attachment.fileName}
          href={storedFileHref(attachment.relativePath)}
        />
      ))}
    </Flex>
  );
}

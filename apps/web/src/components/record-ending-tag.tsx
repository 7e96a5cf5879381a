import { endingNote, RECORD_ENDED_TAG, type RecordEnding } from '@credit/rules';
import { Tag, Tooltip } from 'antd';

/**
 * 已失效 beside a record's standing once it no longer counts, with when and why on hover and for
 * screen readers (2026-05-03 申诉成立，不再计分); nothing while it counts.
 */
export function RecordEndingTag({ ending }: { ending: RecordEnding }) {
  const note = endingNote(ending);
  if (!note) return null;
  return (
    <Tooltip title={note}>
      <Tag color="default" aria-label={`${RECORD_ENDED_TAG}：${note}`}>
        {RECORD_ENDED_TAG}
      </Tag>
    </Tooltip>
  );
}

import { MSG } from '@credit/rules';
import { Timeline, Typography } from 'antd';
import { EmptyNote } from '../empty-note.tsx';

/** One row of a record's history (operator, time, what was done). */
export interface HistoryEntry {
  operator: string;
  instructions: string;
  createTime: string;
}

export function HistoryTimeline({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <EmptyNote text={MSG.noData} />;
  return (
    <Timeline
      items={entries.map((entry, index) => ({
        key: index,
        title: entry.createTime,
        content: (
          <>
            <Typography.Text strong>{entry.operator}</Typography.Text>
            <div>{entry.instructions}</div>
          </>
        ),
      }))}
    />
  );
}

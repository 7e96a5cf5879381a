export { changeLines, EMPTY_VALUE, type TrackedField } from './change-lines.ts';
export { dateText, dateTimeText } from './date-time-text.ts';
export { findHistoryPage, type HistoryFilter, type HistoryRow } from './history-queries.ts';
export { writeHistory, type HistoryEntry, type HistoryOperator } from './history-writer.ts';

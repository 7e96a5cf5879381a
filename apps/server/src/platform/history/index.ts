export { changeLines, EMPTY_VALUE, type TrackedField } from './change-lines.ts';
export { dateText, dateTimeText } from './date-time-text.ts';
export { writeHistory, type HistoryEntry, type HistoryOperator } from './history-writer.ts';

import { Flex, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FieldTable } from '@/components/field-table.tsx';
import { AttachmentThumbnails, type DetailAttachment } from './attachment-thumbnails.tsx';
import { HistoryTimeline, type HistoryEntry } from './history-timeline.tsx';
import type { StepBar } from '@credit/rules';

export interface DetailField {
  label: string;
  value: ReactNode;
  /** Columns the field takes (of 2). */
  span?: number;
  hidden?: boolean;
}

export interface DetailViewProps {
  /** The workflow's step bar; a refused item's (`status: 'error'`) stops, drawn as an error, at the step it was refused at. */
  steps?: StepBar;
  fields: DetailField[];
  /** Omitted: no attachment section; empty: 暂无附件. */
  attachments?: DetailAttachment[];
  /** Omitted: no history section; empty: 暂无数据. */
  history?: HistoryEntry[];
  /** Shown first, above the step bar and fields (what changed since the user opened the item). */
  notice?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** A record's detail: step bar, field table, attachment thumbnails and history timeline (spec §2 screen 12). */
export function DetailView({ steps, fields, attachments, history, notice }: DetailViewProps) {
  return (
    <Flex vertical gap={24}>
      {notice}
      {steps && (
        <Steps
          current={steps.current}
          status={steps.status ?? (steps.current === steps.titles.length - 1 ? 'finish' : 'process')}
          items={steps.titles.map((title) => ({ title }))}
        />
      )}
      <FieldTable
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={fields
          .filter((field) => !field.hidden)
          .map((field) => ({ key: field.label, label: field.label, children: field.value, span: field.span }))}
      />
      {attachments && (
        <Section title="附件">
          <AttachmentThumbnails attachments={attachments} />
        </Section>
      )}
      {history && (
        <Section title="历史记录">
          <HistoryTimeline entries={history} />
        </Section>
      )}
    </Flex>
  );
}

import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/content-disposition.ts';
import { transferStarted } from '../metrics/transfers-in-progress.ts';
import { shanghaiTimestamp } from '../shanghai-time.ts';
import { writeXlsx, type ExportColumn } from './write-xlsx.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `${title}${yyyyMMddHHmmss}.xlsx`, the time in Asia/Shanghai (spec §7 generic export). */
export function exportFileName(title: string, now = new Date()): string {
  return `${title}${shanghaiTimestamp(now)}.xlsx`;
}

/**
 * Sends rows (typically from a database cursor) as an xlsx download while they are read. The
 * response has started before the first row, so a failure part-way can only cut the download
 * short. Either way the row source is closed.
 */
export function streamXlsxExport<Row extends object>({
  reply,
  title,
  columns,
  rows,
}: {
  reply: FastifyReply;
  title: string;
  columns: readonly ExportColumn<Row>[];
  rows: AsyncIterable<Row> | Iterable<Row>;
}): FastifyReply {
  const body = new PassThrough();
  const ended = transferStarted('export');
  writeXlsx(body, columns, rows)
    .catch((error: unknown) => {
      // A client that went away has already closed the body; only real failures are worth a log line.
      if (body.destroyed) return;
      reply.log.error({ err: error }, 'xlsx export failed');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    })
    .finally(ended);
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', exportFileName(title)))
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}

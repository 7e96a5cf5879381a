import { formatColumns, megabytes } from './report.ts';
import { FLAT_SHARE } from './soak-memory.ts';
import type { ReadFigures } from './soak-reads.ts';
import { SOAK_P99_FACTOR, type SoakReport } from './soak.ts';

const readRow = (label: string, figures: ReadFigures, ratio: string, target: string, met: string) => [
  label,
  figures.seconds.toFixed(0),
  figures.requestsPerSecond.toFixed(0),
  figures.latencyMs.p50.toFixed(1),
  figures.latencyMs.p99.toFixed(1),
  ratio,
  target,
  met,
];

/** The soak's figures: the reads alone and during the soak, the writes, the errors, each instance's memory. */
export function formatSoak(report: SoakReport): string {
  const reads = formatColumns(
    ['soak reads', 's', 'req/s', 'p50 ms', 'p99 ms', 'p99 × alone', 'target', 'met'],
    [
      readRow('reads alone', report.readsAlone, '1.00', '', ''),
      readRow(
        `reads during the soak (${report.connections} connections)`,
        report.readsDuringSoak,
        report.p99Ratio.toFixed(2),
        `≤ ${SOAK_P99_FACTOR}`,
        report.p99Met ? 'met' : 'not met',
      ),
    ],
  );
  const memory = formatColumns(
    ['instance', 'answered', 'RSS MB start', 'after warm-up', 'end', `flat (±${FLAT_SHARE * 100} %)`],
    report.memory.map((m) => [
      m.name,
      String(report.answeredBy[m.name] ?? 0),
      megabytes(m.startBytes),
      megabytes(m.afterWarmUpBytes),
      megabytes(m.endBytes),
      m.flat ? 'yes' : 'no',
    ]),
  );
  const { approved, returned, lostRaces, imports, importedRows } = report.writes;
  const errors = Object.entries(report.errors).map(([what, count]) => `  ${count} × ${what}`);
  return [
    reads,
    '',
    `writes: ${approved + returned} desk decisions at 初审 (${approved} approved, ${returned} returned), ` +
      `${lostRaces} lost a race to the other desk user (409/412); ${imports} imports of ${importedRows} examinees` +
      (report.recordsMadeWaiting > 0 ? `; ${report.recordsMadeWaiting} records put at 初审 first` : ''),
    `errors: ${report.errorCount} (target 0)`,
    ...errors,
    '',
    memory,
  ].join('\n');
}

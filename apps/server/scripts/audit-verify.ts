// Checks every hash chain of the operation log and the histories (npm run audit:verify; docs/security-trail.md).
import { runCommand } from '../src/platform/backup/run-command.ts';
import { reportLine, verifyTrail } from '../src/platform/audit/verify-trail.ts';

await runCommand(async ({ db, storage, print }) => {
  const reports = await verifyTrail(db, storage);
  for (const report of reports) print(reportLine(report));
  const broken = reports.filter((report) => report.break).length;
  if (broken > 0) process.exitCode = 1;
  return broken > 0 ? `审计链核验未通过：${broken} 条链断裂` : `审计链核验通过：${reports.length} 条链`;
});

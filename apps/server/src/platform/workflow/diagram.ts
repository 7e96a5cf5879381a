import type { Workflow, WorkflowOutcome } from '@credit/rules';

const stateId = (code: number) => `s${code}`;

/** How a state's outcome reads in the diagram. */
const OUTCOME: Record<WorkflowOutcome, string> = { progress: '办理中', done: '办结', rejected: '未通过，步骤条标红' };

/** A workflow as a Mermaid state diagram: each state with its label and step, each transition with its desks and condition. */
export function workflowDiagram(workflow: Workflow): string {
  const lines = ['```mermaid', 'stateDiagram-v2'];
  for (const state of workflow.states)
    lines.push(`  ${stateId(state.code)}: ${state.code} ${state.label}（${state.step}，${OUTCOME[state.outcome]}）`);
  const first = workflow.states[0];
  if (first) lines.push(`  [*] --> ${stateId(first.code)}`);
  for (const t of workflow.transitions) {
    const condition = t.when ? ` [${t.when.label}]` : '';
    const reason = t.needsReason ? '，须填原因' : '';
    const maker = t.notByMaker ? '，经办人回避' : '';
    const desks = t.automatic ? '平台自动' : t.permissions.join(' / ');
    for (const from of t.from)
      lines.push(`  ${stateId(from)} --> ${stateId(t.to)}: ${t.label}${condition}（${desks}${reason}${maker}）`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** docs/workflows.md: every workflow's diagram, generated from the tables (`npm run docs:workflows`). */
export function workflowsDocument(workflows: readonly Workflow[]): string {
  const sections = workflows.map(
    (workflow) =>
      `## ${workflow.title} (\`${workflow.key}\`)\n\n步骤条：${workflow.steps.join(' → ')}${
        workflow.optionalSteps
          ? `（${Object.entries(workflow.optionalSteps)
              .map(([step, condition]) => `${step}仅当${condition.label}`)
              .join('；')}）`
          : ''
      }${
        workflow.endings ? `\n\n完成后不再计分时，步骤条以其缘由收尾：${workflow.endings.join(' / ')}` : ''
      }\n\n${workflowDiagram(workflow)}\n`,
  );
  return `# Workflows\n\nGenerated from the workflow tables in \`packages/rules/src/workflow/\` by \`npm run docs:workflows\`;\na test fails when this file differs from the tables. Each state shows its process status, label,\nthe step of the step bar it waits at (for an ended item, the step it ended at) and its outcome:\n办理中 (still moving), 办结 (ended as asked) or 未通过 (refused: the step bar draws that step as an\nerror). Each transition shows its action, condition and the permission codes of the desks that may\nfire it. The server fires transitions only by these tables\n(\`apps/server/src/platform/workflow/fire.ts\`) and the web app draws step bars from them.\n\n**Segregation of duties.** A transition marked 经办人回避 (every desk decision) is refused (403) to the\nitem's makers: whoever created it, wrote or sent it from an author's desk, imported the rows it\npublishes or published it. The super administrator configures the platform; holding both sides of a\ndecision, they still never decide what they made.\n\n**Revisions.** Every change of an item (edit, attachment, transition) moves its revision; its detail\nanswer carries it as \`ETag\` and its list rows as \`revision\`. An action sent with \`If-Match\` (or the\n\`revision\` field; \`revisions\` per id for batch approval) on an item changed since is refused with 412\nand changes nothing. A transition marked 平台自动 is fired by the platform itself: when the\ndepartment revokes a record, the enterprise's open revocation of it is closed (已终止).\n\n${sections.join('\n')}`;
}

import type { Workflow } from '@credit/rules';

const stateId = (code: number) => `s${code}`;

/** A workflow as a Mermaid state diagram: each state with its label and step, each transition with its desks and condition. */
export function workflowDiagram(workflow: Workflow): string {
  const lines = ['```mermaid', 'stateDiagram-v2'];
  for (const state of workflow.states)
    lines.push(`  ${stateId(state.code)}: ${state.code} ${state.label}（${state.step}）`);
  const first = workflow.states[0];
  if (first) lines.push(`  [*] --> ${stateId(first.code)}`);
  for (const t of workflow.transitions) {
    const condition = t.when ? ` [${t.when.label}]` : '';
    const reason = t.needsReason ? '，须填原因' : '';
    for (const from of t.from)
      lines.push(
        `  ${stateId(from)} --> ${stateId(t.to)}: ${t.label}${condition}（${t.permissions.join(' / ')}${reason}）`,
      );
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
  return `# Workflows\n\nGenerated from the workflow tables in \`packages/rules/src/workflow/\` by \`npm run docs:workflows\`;\na test fails when this file differs from the tables. Each state shows its process status, label and\nthe step of the step bar it waits at; each transition its action, condition and the permission\ncodes of the desks that may fire it. The server fires transitions only by these tables\n(\`apps/server/src/platform/workflow/fire.ts\`) and the web app draws step bars from them.\n\n${sections.join('\n')}`;
}

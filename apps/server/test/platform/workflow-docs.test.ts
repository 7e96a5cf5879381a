import { readFileSync } from 'node:fs';
import { WORKFLOWS } from '@credit/rules';
import { describe, expect, it } from 'vitest';
import { workflowDiagram, workflowsDocument } from '../../src/platform/workflow/diagram.ts';

describe('docs/workflows.md', () => {
  it('is generated from the workflow tables as they are now (npm run docs:workflows)', () => {
    const written = readFileSync(new URL('../../../../docs/workflows.md', import.meta.url), 'utf8');
    expect(written).toBe(workflowsDocument(WORKFLOWS));
  });

  it('draws every transition of a table as an arrow', () => {
    for (const workflow of WORKFLOWS) {
      const arrows = workflowDiagram(workflow)
        .split('\n')
        .filter((line) => /^ {2}s\d+ --> s\d+: /.test(line));
      expect(arrows).toHaveLength(workflow.transitions.reduce((n, t) => n + t.from.length, 0));
    }
  });
});

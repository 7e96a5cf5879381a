// Writes docs/workflows.md from the workflow tables (npm run docs:workflows).
import { writeFileSync } from 'node:fs';
import { WORKFLOWS } from '@credit/rules';
import { workflowsDocument } from '../src/platform/workflow/diagram.ts';

writeFileSync(new URL('../../../docs/workflows.md', import.meta.url), workflowsDocument(WORKFLOWS));

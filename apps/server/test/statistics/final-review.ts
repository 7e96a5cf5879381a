import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';

/** Approves a credit record waiting at 终审 as the department leader: it is published. */
export async function approveAtFinalReview(t: TestApp, id: number, leader: Record<string, string>): Promise<void> {
  const approved = await t.app.inject({
    method: 'PUT',
    url: '/api/creditregister/review',
    headers: leader,
    payload: { id, approved: true },
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

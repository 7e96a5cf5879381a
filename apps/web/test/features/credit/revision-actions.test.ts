import { describe, expect, it } from 'vitest';
import { PASS_RATE } from '@/features/assessment/assessment-kind.ts';
import { deleteDraft, reviewRelease } from '@/features/assessment/release-api.ts';
import { batchApprove, deleteRecord, reviewRecord, saveRecord, withdrawRecord } from '@/features/credit/credit-api.ts';
import { deleteFeedback } from '@/features/feedback/feedback-api.ts';
import { sendJson, pageServerForFile } from '../../api/local-server.ts';

const server = pageServerForFile();
const ok = { success: true, message: '', extraData: { passed: [], failed: [] } };

describe('an action on one item is sent for the revision the screen shows', () => {
  it('as If-Match, from the item or row it is given', async () => {
    for (const [method, path] of [
      ['PUT', '/api/creditregister/review'],
      ['PUT', '/api/creditregister/withdraw'],
      ['DELETE', '/api/creditregister'],
      ['PUT', '/api/creditregister'],
      ['DELETE', '/api/biddingfeedback'],
      ['PUT', '/api/recordpassraterelease/review'],
      ['DELETE', '/api/recordpassraterelease'],
    ] as const)
      server.on(method, path, (_call, response) => sendJson(response, 200, ok));

    await reviewRecord({ id: 5, revision: 7 }, { approved: true });
    await withdrawRecord({ id: 5, revision: 8 });
    await deleteRecord({ id: 5, revision: 9 });
    await saveRecord(new FormData(), 'PUT', 10);
    await deleteFeedback({ id: 6, revision: 2 });
    await reviewRelease(PASS_RATE, { id: 3, revision: 4 }, { approved: false, reason: '材料不全' });
    await deleteDraft(PASS_RATE, { id: 3, revision: 5 });
    // A server that keeps no revisions answered the row: no precondition.
    await deleteRecord({ id: 5 });

    expect(server.calls.map((call) => [call.method, call.path, call.ifMatch])).toEqual([
      ['PUT', '/api/creditregister/review', '"7"'],
      ['PUT', '/api/creditregister/withdraw', '"8"'],
      ['DELETE', '/api/creditregister', '"9"'],
      ['PUT', '/api/creditregister', '"10"'],
      ['DELETE', '/api/biddingfeedback', '"2"'],
      ['PUT', '/api/recordpassraterelease/review', '"4"'],
      ['DELETE', '/api/recordpassraterelease', '"5"'],
      ['DELETE', '/api/creditregister', undefined],
    ]);
    expect(JSON.parse(server.calls[0]?.body ?? '')).toEqual({ id: 5, approved: true });
  });

  it('batch approval sends each selected row’s revision by its id', async () => {
    server.on('PUT', '/api/creditregister/batchapprove', (_call, response) => sendJson(response, 200, ok));
    await batchApprove([{ id: 11, revision: 3 }, { id: 12, revision: 1 }, { id: 13 }]);
    expect(JSON.parse(server.calls[0]?.body ?? '')).toEqual({ ids: [11, 12, 13], revisions: { '11': 3, '12': 1 } });
  });
});

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '@/api/token-store.ts';
import { useBehaviorCatalogue, useRatingScore } from '@/features/credit/use-behavior-catalogue.ts';
import { sendJson, pageServerForFile } from '../../api/local-server.ts';
import { renderInApp } from '../../components/support/render-in-app.tsx';

const server = pageServerForFile();
const LEVEL_ID = 11;

beforeEach(() => {
  setToken('enterprise-token');
  const answer = (extraData: unknown) => ({ success: true, message: '', extraData });
  server.on('GET', '/api/enterprise/single', (_call, response) =>
    sendJson(response, 200, answer({ id: 5, enterpriseType: '1' })),
  );
  server.on('GET', '/Behavior/GetBehaviorList', (_call, response) =>
    sendJson(
      response,
      200,
      answer({ versionId: 1, versionName: '2026版', effectiveDate: '2026-01-01', categories: [] }),
    ),
  );
  server.on('GET', '/Behavior/GetRatingScore', (_call, response) =>
    sendJson(response, 200, answer({ id: LEVEL_ID, scoreValue: 3, validMonths: 36 })),
  );
});

/** What the record form does: the catalogue for the record's enterprise, then the chosen level's score. */
function CatalogueProbe({ about }: { about: Parameters<typeof useBehaviorCatalogue>[1] }) {
  const catalogue = useBehaviorCatalogue(1, about);
  const rated = useRatingScore(catalogue.data ? LEVEL_ID : undefined, 1);
  return <output>{rated.data ? `分值${rated.data.scoreValue}，有效期${rated.data.validMonths}个月` : '读取中'}</output>;
}

const callsTo = (path: string) => server.calls.filter((call) => call.path === path).map((call) => call.query);

describe('the behaviours a record form lists (spec §7 /Behavior/*)', () => {
  it("lists the credit type's behaviours for the author's enterprise kind and previews the level's score", async () => {
    renderInApp(<CatalogueProbe about={{ own: true }} />);
    expect(await screen.findByText('分值3，有效期36个月')).toBeTruthy();
    // One list, asked once the enterprise's kind is known.
    const lists = callsTo('/Behavior/GetBehaviorList');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.get('behaviorType')).toBe('1');
    expect(lists[0]?.get('ratingType')).toBe('1');
    const [scored] = callsTo('/Behavior/GetRatingScore');
    expect(scored?.get('Id')).toBe(String(LEVEL_ID));
    expect(scored?.get('actors')).toBe('1');
  });

  it('lists every kind until a desk has chosen the enterprise', async () => {
    renderInApp(<CatalogueProbe about={{ enterpriseId: undefined }} />);
    await waitFor(() => expect(callsTo('/Behavior/GetBehaviorList')).toHaveLength(1));
    expect(callsTo('/Behavior/GetBehaviorList')[0]?.has('ratingType')).toBe(false);
    expect(callsTo('/api/enterprise/single')).toHaveLength(0);
  });
});

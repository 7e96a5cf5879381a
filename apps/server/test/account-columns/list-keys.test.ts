import * as rules from '@credit/rules';
import { LIST_SPECS, listKeyOf, withoutFields, type ListSpec } from '@credit/rules';
import { describe, expect, it } from 'vitest';

const isListSpec = (value: unknown): value is ListSpec =>
  typeof value === 'object' && value !== null && 'input' in value && 'fields' in value && 'filters' in value;

describe('the lists whose columns a user chooses (LIST_SPECS)', () => {
  it('names every list spec with fields that packages/rules exports', () => {
    const unnamed = Object.entries(rules)
      .filter(([, value]) => isListSpec(value) && Object.keys(value.fields).length > 0)
      .filter(([, value]) => listKeyOf(value as ListSpec) === undefined)
      .map(([name]) => name);
    expect(unnamed).toEqual([]);
  });

  it('knows each registered list by its own key, though lists share a request schema', () => {
    for (const [key, spec] of Object.entries(LIST_SPECS)) expect(listKeyOf(spec)).toBe(key);
  });

  it("knows a request kind's lists made anew on every call", () => {
    const kind = rules.RECORD_REQUEST_KINDS.repair;
    expect(listKeyOf(rules.requestDeskListSpec(kind))).toBe('requestDesk.repair');
    expect(listKeyOf(rules.ownRequestListSpec(rules.RECORD_REQUEST_KINDS.revoke))).toBe('ownRequest.revoke');
  });

  it('knows a list drawn without some of its fields', () => {
    const spec = withoutFields(rules.qualificationWarningListSpec, ['Address']);
    expect(listKeyOf(spec)).toBe('qualificationWarning');
  });
});

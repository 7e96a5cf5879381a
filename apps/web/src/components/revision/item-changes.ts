import { isValidElement, type ReactNode } from 'react';
import { HttpError } from '@/api/http-error.ts';
import { PRECONDITION_FAILED } from '@/api/error-policy.ts';

/** What a screen showed of an item, to compare with what the item is now. */
export interface ItemSnapshot {
  /** The label of its state (待复审, 已完成…). */
  state: string;
  /** Its fields by label, as text; a hidden field is empty. */
  fields: { label: string; text: string }[];
}

/** A field as the detail views declare it (components/detail-view's DetailField). */
interface ShownField {
  label: string;
  value: ReactNode;
  hidden?: boolean;
}

const CONFLICT = 409;

/**
 * An action refused because the item is not what the screen showed: its revision changed (412),
 * or its state no longer allows the action (409).
 */
export const isStaleRefusal = (error: unknown): boolean =>
  error instanceof HttpError && (error.status === PRECONDITION_FAILED || error.status === CONFLICT);

/** The text a field's value shows: strings and numbers as they are, an element by the text inside it. */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => nodeText(child)).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return '';
}

/**
 * A snapshot of an item from the fields its view shows; the field labelled `stateLabel` (处理状态,
 * or 状态 where the view says so) is its state.
 */
export function snapshotOf(fields: ShownField[], stateLabel = '处理状态'): ItemSnapshot {
  const texts = fields.map((field) => ({ label: field.label, text: field.hidden ? '' : nodeText(field.value).trim() }));
  return {
    state: texts.find((field) => field.label === stateLabel)?.text ?? '',
    fields: texts.filter((field) => field.label !== stateLabel),
  };
}

export interface ItemChanges {
  /** Set when the state label differs. */
  state?: { from: string; to: string };
  /** The labels of the fields whose text differs (or that one of the two lacks), in the order shown. */
  fields: string[];
}

/** What differs between what the user saw and what the item is now. */
export function compareSnapshots(seen: ItemSnapshot, now: ItemSnapshot): ItemChanges {
  const before = new Map(seen.fields.map((field) => [field.label, field.text]));
  const after = new Map(now.fields.map((field) => [field.label, field.text]));
  const labels = [...new Set([...now.fields.map((field) => field.label), ...before.keys()])];
  return {
    ...(seen.state === now.state ? {} : { state: { from: seen.state, to: now.state } }),
    fields: labels.filter((label) => (before.get(label) ?? '') !== (after.get(label) ?? '')),
  };
}

/** The changes in a few words: 状态由“待复审”变为“已完成”; 以下内容已修改：分值、联系电话. */
export function describeChanges(changes: ItemChanges): string[] {
  const lines: string[] = [];
  if (changes.state) lines.push(`状态由“${changes.state.from || '无'}”变为“${changes.state.to || '无'}”`);
  if (changes.fields.length > 0) lines.push(`以下内容已修改：${changes.fields.join('、')}`);
  return lines;
}

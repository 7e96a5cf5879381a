import { MSG } from '@credit/rules';
import { Select, Spin } from 'antd';
import { useRef } from 'react';
import type { RemoteOption, RemoteValue } from './remote-option-window.ts';
import { EmptyNote } from './empty-note.tsx';
import { useRemoteOptions } from './use-remote-options.ts';

export type { RemoteValue };

export interface RemoteSelectProps {
  /** GET with `keyword`, `pageIndex`, `pageSize`; answers `extraData.pageData` or `Data.PageData`. */
  url: string;
  value?: RemoteValue | RemoteValue[] | null;
  onChange?: (value: RemoteValue | RemoteValue[] | undefined) => void;
  mode?: 'multiple';
  pageSize?: number;
  /** Row field shown as the option's text. */
  labelKey: string;
  /** Row field used as the option's value. */
  valueKey: string;
  placeholder?: string;
  /** Given by Form.Item, so the field's label names the select. */
  id?: string;
}

const DEFAULT_PAGE_SIZE = 10;

function asList(value: RemoteSelectProps['value']): RemoteValue[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * A select whose options come from the server page by page as the popup scrolls (spec §2 screen 13).
 * Chosen options keep their text after their page has left the window.
 */
export function RemoteSelect({
  url,
  value,
  onChange,
  mode,
  pageSize = DEFAULT_PAGE_SIZE,
  labelKey,
  valueKey,
  placeholder,
  id,
}: RemoteSelectProps) {
  const remote = useRemoteOptions({ url, pageSize, labelKey, valueKey });
  // Texts of the chosen options, which their page may have taken along when it left the window.
  const chosenLabels = useRef(new Map<RemoteValue, string>());

  const labelOf = (item: RemoteValue) =>
    remote.options.find((option) => option.value === item)?.label ?? chosenLabels.current.get(item) ?? String(item);
  const labelled = asList(value).map((item) => ({ value: item, label: labelOf(item) }));

  const change = (chosen: RemoteOption | RemoteOption[] | undefined) => {
    const list = chosen === undefined ? [] : Array.isArray(chosen) ? chosen : [chosen];
    chosenLabels.current = new Map(list.map((option) => [option.value, option.label]));
    const values = list.map((option) => option.value);
    onChange?.(mode === 'multiple' ? values : values[0]);
  };

  return (
    <Select<RemoteOption | RemoteOption[], RemoteOption>
      id={id}
      mode={mode}
      labelInValue
      allowClear
      value={mode === 'multiple' ? labelled : labelled[0]}
      onChange={change}
      options={remote.options}
      placeholder={placeholder}
      showSearch={{ filterOption: false, onSearch: remote.search }}
      onOpenChange={(open) => open && remote.open()}
      onPopupScroll={remote.scroll}
      loading={remote.loading}
      notFoundContent={remote.loading ? <Spin size="small" /> : <EmptyNote text={MSG.noData} />}
      // At most four pages are rendered; a plain list lets the scroll position be kept when one is dropped.
      virtual={false}
      style={{ width: '100%' }}
    />
  );
}

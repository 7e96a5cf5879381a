import { useId, useState } from 'react';
import type { RemoteValue } from '../remote-option-window.ts';
import { useRemoteOptions, type RemoteSource } from '../use-remote-options.ts';
import './plain-remote-select.css';

interface PlainRemoteSelectProps {
  label: string;
  source: RemoteSource;
  /** The chosen values with the names to show them by. */
  value: readonly { value: RemoteValue; label: string }[];
  onChange: (value: { value: RemoteValue; label: string }[]) => void;
  max?: number;
}

/**
 * Screen 13's remote multi-select for the pages drawn without antd: the same search, scroll
 * paging and four-page window as the signed-in app's (useRemoteOptions), drawn as a search field
 * over a list of checkboxes.
 */
export function PlainRemoteSelect({ label, source, value, onChange, max }: PlainRemoteSelectProps) {
  const id = useId();
  const { options, loading, search, open, scroll } = useRemoteOptions(source);
  const [expanded, setExpanded] = useState(false);
  const chosen = new Set(value.map((item) => item.value));
  const full = max !== undefined && value.length >= max;

  const toggle = (option: { value: RemoteValue; label: string }) =>
    onChange(chosen.has(option.value) ? value.filter((item) => item.value !== option.value) : [...value, option]);

  const show = () => {
    setExpanded(true);
    open();
  };

  return (
    <div
      className="plain-remote"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
      }}
    >
      <label className="plain-field__label" htmlFor={id}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className="plain-remote__chosen" aria-label="已选择">
          {value.map((item) => (
            <li key={item.value}>
              {item.label}
              <button type="button" aria-label={`移除${item.label}`} onClick={() => toggle(item)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="plain-field__input"
        type="search"
        autoComplete="off"
        placeholder="输入企业名称搜索"
        aria-expanded={expanded}
        aria-controls={`${id}-options`}
        onFocus={show}
        onClick={show}
        onChange={(event) => search(event.target.value)}
      />
      {expanded && (
        <div
          id={`${id}-options`}
          className="plain-remote__options"
          role="group"
          aria-label={`${label}候选`}
          aria-busy={loading}
          onScroll={scroll}
        >
          {options.map((option) => (
            <label key={option.value} className="plain-remote__option">
              <input
                type="checkbox"
                checked={chosen.has(option.value)}
                disabled={full && !chosen.has(option.value)}
                onChange={() => toggle(option)}
              />
              {option.label}
            </label>
          ))}
          {loading && <p className="plain-remote__note">加载中…</p>}
          {!loading && options.length === 0 && <p className="plain-remote__note">暂无数据</p>}
        </div>
      )}
      {full && <p className="plain-remote__note">最多选择 {max} 家</p>}
    </div>
  );
}

import { useId, type SelectHTMLAttributes } from 'react';
import './plain-controls.css';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** The first option, meaning "no choice" (全部). */
  emptyLabel?: string;
};

/** A labelled native select of the pages drawn without antd: light, and a phone shows its own picker. */
export function PlainSelect({ label, options, emptyLabel = '全部', ...select }: SelectProps) {
  const id = useId();
  return (
    <div className="plain-field">
      <label className="plain-field__label" htmlFor={id}>
        {label}
      </label>
      <select {...select} id={id} className="plain-field__input">
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

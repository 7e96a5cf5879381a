import { useId, type InputHTMLAttributes } from 'react';
import './plain-controls.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** Shown under the field and tied to it for screen readers. */
  error?: string;
};

/** A labelled text field of the pages drawn without antd. */
export function PlainField({ label, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="plain-field">
      <label className="plain-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="plain-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div id={errorId} className="plain-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

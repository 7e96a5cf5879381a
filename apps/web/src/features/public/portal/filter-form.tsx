import { useState, type FormEvent } from 'react';
import { PlainField } from '@/components/plain/plain-field.tsx';
import { PlainSelect } from '@/components/plain/plain-select.tsx';
import './portal.css';

export interface FilterField<F extends string> {
  key: F;
  label: string;
  kind?: 'text' | 'date';
  /** A select of these options instead of a text field. */
  options?: readonly { value: string | number; label: string }[];
  maxLength?: number;
}

interface FilterFormProps<F extends string> {
  fields: readonly FilterField<F>[];
  values: Record<F, string>;
  onSubmit: (values: Record<F, string>) => void;
}

/** A public list's filters in a responsive grid, 重置 and 查询 at the end; Enter queries. */
export function FilterForm<F extends string>({ fields, values, onSubmit }: FilterFormProps<F>) {
  const [draft, setDraft] = useState(values);
  // The URL changed (back button, a link): show what it holds.
  const [shown, setShown] = useState(values);
  if (shown !== values && JSON.stringify(shown) !== JSON.stringify(values)) {
    setShown(values);
    setDraft(values);
  }
  const set = (key: F, value: string) => setDraft((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const reset = () => {
    const empty = Object.fromEntries(fields.map((field) => [field.key, ''])) as Record<F, string>;
    setDraft(empty);
    onSubmit(empty);
  };
  return (
    <form className="portal-filters" onSubmit={submit} role="search">
      {fields.map((field) =>
        field.options ? (
          <PlainSelect
            key={field.key}
            label={field.label}
            name={field.key}
            options={field.options}
            value={draft[field.key]}
            onChange={(event) => set(field.key, event.target.value)}
          />
        ) : (
          <PlainField
            key={field.key}
            label={field.label}
            name={field.key}
            type={field.kind ?? 'text'}
            maxLength={field.maxLength}
            value={draft[field.key]}
            onChange={(event) => set(field.key, event.target.value)}
          />
        ),
      )}
      <div className="portal-filters__actions">
        <button type="button" className="plain-button" onClick={reset}>
          重置
        </button>
        <button type="submit" className="plain-button plain-button--primary">
          查询
        </button>
      </div>
    </form>
  );
}

import { useId } from 'react';
import { LABEL, INPUT, TEXT_INPUT } from './field-styles';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  multiline?: boolean;
  placeholder?: string;
  required?: boolean;
}

/** A labelled text input or text area. */
export function TextField({
  label,
  value,
  onChange,
  multiline = false,
  placeholder,
  required = false,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          rows={2}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${INPUT} py-2`}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          placeholder={placeholder}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          className={TEXT_INPUT}
        />
      )}
    </div>
  );
}

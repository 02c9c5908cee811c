import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Trailing control inside the field row, e.g. the Get Code button. */
  addon?: ReactNode;
  onValueChange: (value: string) => void;
  /** Multi-line field. */
  multiline?: boolean;
  rows?: number;
}

/** Labelled input with an error line; password fields get a Show/Hide toggle (SPEC §2). */
export function TextField({
  label,
  error,
  hint,
  addon,
  onValueChange,
  type = 'text',
  multiline,
  rows = 5,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy =
    [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
  const common = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'field__input',
  };
  return (
    <div className={['field', error && 'field--error', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__row">
        {multiline ? (
          <textarea
            {...common}
            rows={rows}
            value={rest.value}
            placeholder={rest.placeholder}
            disabled={rest.disabled}
            maxLength={rest.maxLength}
            name={rest.name}
            required={rest.required}
            onChange={(e) => onValueChange(e.target.value)}
          />
        ) : (
          <input
            {...rest}
            {...common}
            type={isPassword && revealed ? 'text' : type}
            onChange={(e) => onValueChange(e.target.value)}
          />
        )}
        {isPassword && (
          <button
            type="button"
            className="field__toggle"
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        )}
        {addon}
      </div>
      {hint && (
        <p className="field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

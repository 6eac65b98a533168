import { type InputHTMLAttributes, useId } from 'react';
import { numberPadFor } from './number-pad.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and announced with it (every form shows its field errors under each input). */
  error?: string;
  hint?: string;
}

/**
 * A labelled input whose error and hint are tied to it for assistive technology. A number field
 * brings up the number pad its step calls for, unless the form names another keyboard.
 */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        inputMode={input.type === 'number' ? numberPadFor(input.step) : undefined}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs opacity-60">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs text-error">
          {error}
        </p>
      )}
    </div>
  );
}

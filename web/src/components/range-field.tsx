import { type InputHTMLAttributes, useId } from 'react';

interface RangeFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  /** What the current value means, shown next to the label and announced with the value. */
  valueText: string;
}

/** A labelled slider whose current value and meaning are visible and read out. */
export function RangeField({ label, value, onValueChange, valueText, ...input }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <span className="font-semibold text-primary" aria-hidden>
          {valueText}
        </span>
      </div>
      <input
        id={id}
        type="range"
        className="range range-primary range-sm w-full"
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onValueChange(Number(event.target.value))}
        {...input}
      />
    </div>
  );
}

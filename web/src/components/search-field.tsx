import { Search } from 'lucide-react';

interface SearchFieldProps {
  /** The accessible name, e.g. "Search exercises". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Sizing of the field's frame (the design system's `input` class is always applied). */
  className?: string;
}

/** A search input with its magnifier icon, as every exercise search shows it. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className = 'h-11 w-full',
}: SearchFieldProps) {
  return (
    <label className={`input ${className}`}>
      <Search size={16} className="opacity-60" aria-hidden />
      <input
        type="search"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

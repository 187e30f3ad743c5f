import { useId } from 'react';

export function SearchBox({ value, onChange, label }: { value: string; onChange(value: string): void; label: string }) {
  const id = useId();
  return (
    <div className="gia-search" role="search">
      <label htmlFor={id} className="gia-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="gia-input"
        type="search"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

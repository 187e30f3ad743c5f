import { useState, type ChangeEvent } from 'react';

/** Values of a small form by field name, with a change handler for inputs and selects. */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [e.target.name]: e.target.value }));
  return { values, setValues, onChange };
}

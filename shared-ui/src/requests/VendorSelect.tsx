import Select from 'react-select';
import { useT } from '@gia/shared-ui';

export interface VendorOption {
  value: number;
  label: string;
}

export interface VendorSelectProps {
  inputId: string;
  options: VendorOption[];
  value: number | null;
  onChange(vendorId: number | null): void;
  loading: boolean;
  errorId?: string;
}

/** react-select with the spec's widget defaults; its own module so react-select (and emotion) load only when a picker opens. */
export default function VendorSelect({ inputId, options, value, onChange, loading, errorId }: VendorSelectProps) {
  const t = useT();
  return (
    <Select<VendorOption, false>
      inputId={inputId}
      options={options}
      value={options.find((o) => o.value === value) ?? null}
      onChange={(o) => onChange(o?.value ?? null)}
      isLoading={loading}
      isClearable
      placeholder={t('common.selectPlaceholder')}
      noOptionsMessage={() => t('common.noOptions')}
      loadingMessage={() => t('common.loading')}
      maxMenuHeight={300}
      minMenuHeight={140}
      pageSize={5}
      aria-invalid={errorId ? true : undefined}
      aria-errormessage={errorId}
    />
  );
}

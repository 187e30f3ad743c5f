import { useId, useState } from 'react';
import type { BusinessType } from '@gia/domain';
import { errorMessage, useT } from '@gia/shared-ui';
import { loadablePart } from '@gia/shared-ui/requests';
import { useVendors } from '../api/get-vendors';

// Its own entry of the library, so react-select (and emotion) stay out of the first chunk and load when a picker opens.
const VendorSelect = loadablePart(() =>
  import(/* webpackChunkName: "vendor-select" */ '@gia/shared-ui/requests/vendor-select').then((m) => m.default)
);

export interface VendorPickerProps {
  category: BusinessType;
  value: number | null;
  onChange(vendorId: number | null): void;
  error?: string | null;
}

/** Chooses one of the vendors of a business type; the react-select widget loads the first time a picker is shown. */
export function VendorPicker({ category, value, onChange, error }: VendorPickerProps) {
  const t = useT();
  const id = useId();
  const vendors = useVendors(category);
  const options = (vendors.data ?? []).map((v) => ({ value: v.vendor_id, label: v.vendor_name }));
  const loadError = vendors.isError
    ? t('list.actionFailed', { reason: errorMessage(vendors.error, t('error.network')) })
    : null;
  const message = loadError ?? error ?? '';
  return (
    <div className={`gia-field${message ? ' gia-field-invalid' : ''}`}>
      <label htmlFor={id}>{t('list.vendorPicker')}</label>
      <VendorSelect
        inputId={id}
        options={options}
        value={value}
        onChange={onChange}
        loading={vendors.isPending}
        errorId={message ? `${id}-error` : undefined}
      />
      <p className="gia-error" id={`${id}-error`} role="alert">
        {message}
      </p>
    </div>
  );
}

/**
 * The vendor an admin picks before assigning: `picker` goes to the VendorPicker; `chosen()` gives the
 * vendor, or asks for one under the picker and gives null.
 */
export function useVendorChoice() {
  const t = useT();
  const [vendor, setVendor] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  function chosen(): number | null {
    setError(vendor === null ? t('list.selectVendor') : null);
    return vendor;
  }
  function onChange(next: number | null) {
    setVendor(next);
    setError(null);
  }
  return { chosen, clear: () => setVendor(null), picker: { value: vendor, onChange, error } };
}

import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { BusinessType } from '@gia/domain';
import { api, errorMessage, Spinner, useT } from '@gia/shared-ui';
import { adminDataPath } from './request-row';
import type { VendorOption } from './VendorSelect';

const VendorSelect = lazy(() => import('./VendorSelect'));

interface Vendor {
  vendor_id: number;
  vendor_name: string;
}

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
  const [options, setOptions] = useState<VendorOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setLoadError(null);
    api.get<Vendor[]>(adminDataPath('getVendors'), { params: { vendor_bussiness_name: category } }).then(
      ({ data }) => {
        if (!current) return;
        setOptions((Array.isArray(data) ? data : []).map((v) => ({ value: v.vendor_id, label: v.vendor_name })));
        setLoading(false);
      },
      (e: unknown) => {
        if (!current) return;
        setLoadError(t('list.actionFailed', { reason: errorMessage(e, t('error.network')) }));
        setLoading(false);
      }
    );
    return () => {
      current = false;
    };
  }, [category, t]);

  const message = loadError ?? error ?? '';
  return (
    <div className={`gia-field${message ? ' gia-field-invalid' : ''}`}>
      <label htmlFor={id}>{t('list.vendorPicker')}</label>
      <Suspense fallback={<Spinner />}>
        <VendorSelect
          inputId={id}
          options={options}
          value={value}
          onChange={onChange}
          loading={loading}
          errorId={message ? `${id}-error` : undefined}
        />
      </Suspense>
      <p className="gia-error" id={`${id}-error`} role="alert">{message}</p>
    </div>
  );
}

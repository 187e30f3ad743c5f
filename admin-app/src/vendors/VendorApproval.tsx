import { useState } from 'react';
import type { MessageKey } from '@gia/domain';
import {
  Button,
  EmptyState,
  errorMessage,
  formatDateTime,
  Page,
  SelectField,
  Spinner,
  StatusBadge,
  useLanguageStore,
  useNotice,
  useT,
  type Tone
} from '@gia/shared-ui';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import {
  useDecideVendor,
  useReviewedVendors,
  VENDOR_STATUSES,
  type ReviewedVendor,
  type VendorStatus
} from './vendor-review';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

const TONE: Record<VendorStatus, Tone> = { pending: 'warning', approved: 'success', suspended: 'danger' };
const DOCUMENTS: [keyof ReviewedVendor, MessageKey][] = [
  ['vendor_aadhar_url', 'identity.vendors.aadhar'],
  ['vendor_pan_url', 'identity.vendors.pan'],
  ['vendor_registration_document_url', 'identity.vendors.registration']
];

/** /VendorApproval: new vendors wait here until an admin has looked at their three documents and approved them. */
export default function VendorApproval() {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const notice = useNotice();
  const [status, setStatus] = useState<VendorStatus>('pending');
  const [busy, setBusy] = useState<number | null>(null);
  const reviewed = useReviewedVendors(status);
  const decision = useDecideVendor();
  const vendors = reviewed.data ?? [];
  const loading = reviewed.isPending;
  const error = reviewed.isError ? errorMessage(reviewed.error, '') : null;
  const load = () => void reviewed.refetch();

  async function decide(vendor: ReviewedVendor, choice: 'approve' | 'suspend') {
    setBusy(vendor.vendor_id);
    try {
      const { code, params } = await decision.mutateAsync({ vendorId: vendor.vendor_id, decision: choice });
      notice.success(t(code, params));
    } catch (e) {
      notice.error(t('identity.vendors.actionFailed', { reason: errorMessage(e, t('error.network')) }));
    } finally {
      setBusy(null);
    }
  }

  const statusLabel = (s: VendorStatus) => t(`identity.vendors.status.${s}` as MessageKey);
  return (
    <Page title={t('home.vendorApproval')} back="/AdminDashboad">
      <p>{t('identity.vendors.intro')}</p>
      <SelectField
        label={t('identity.vendors.statusFilter')}
        name="status"
        value={status}
        options={VENDOR_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        onChange={(e) => setStatus(e.target.value as VendorStatus)}
      />
      {loading && <Spinner />}
      {error !== null && (
        <EmptyState
          text={t('identity.vendors.loadFailed', { reason: error || t('error.network') })}
          action={<Button onClick={load}>{t('common.retry')}</Button>}
        />
      )}
      {!loading && error === null && vendors.length === 0 && (
        <EmptyState text={status === 'pending' ? t('identity.vendors.empty') : t('identity.vendors.none')} />
      )}
      {!loading && error === null && vendors.length > 0 && (
        <ul className="gia-cards" aria-label={statusLabel(status)}>
          {vendors.map((v) => (
            <li key={v.vendor_id} className="gia-card">
              <h2>
                {v.vendor_name} <StatusBadge label={statusLabel(v.status)} tone={TONE[v.status]} />
              </h2>
              <dl>
                <div className="gia-card-row">
                  <dt>{t('identity.vendors.business')}</dt>
                  <dd>{v.vendor_bussiness_name}</dd>
                </div>
                <div className="gia-card-row">
                  <dt>{t('auth.email')}</dt>
                  <dd>{v.email}</dd>
                </div>
                <div className="gia-card-row">
                  <dt>{t('vendor.number')}</dt>
                  <dd>{v.vendor_number}</dd>
                </div>
                <div className="gia-card-row">
                  <dt>{t('vendor.businessAddress')}</dt>
                  <dd>{v.venndor_bussiness_address}</dd>
                </div>
                <div className="gia-card-row">
                  <dt>{t('identity.vendors.signedUp')}</dt>
                  <dd>{formatDateTime(v.created_at, lang)}</dd>
                </div>
                <div className="gia-card-row">
                  <dt>{t('identity.vendors.documents')}</dt>
                  <dd>
                    {DOCUMENTS.map(([field, label], i) => (
                      <span key={field}>
                        {i > 0 && ' · '}
                        <a href={String(v[field])} target="_blank" rel="noopener noreferrer">
                          {t(label)}
                        </a>
                      </span>
                    ))}
                  </dd>
                </div>
              </dl>
              <div className="gia-actions">
                {v.status !== 'approved' && (
                  <Button
                    busy={busy === v.vendor_id}
                    busyLabel={t('common.submitting')}
                    disabled={busy !== null}
                    onClick={() => void decide(v, 'approve')}
                    aria-label={`${t('identity.vendors.approve')}: ${v.vendor_name}`}
                  >
                    {t('identity.vendors.approve')}
                  </Button>
                )}
                {v.status !== 'suspended' && (
                  <Button
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() => void decide(v, 'suspend')}
                    aria-label={`${t('identity.vendors.suspend')}: ${v.vendor_name}`}
                  >
                    {t('identity.vendors.suspend')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

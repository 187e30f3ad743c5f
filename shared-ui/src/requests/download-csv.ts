import type { ServiceKind } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { adminDataPath } from './request-row';
import { listParams, type ListFilters } from './use-requests';

/** Fetches the filtered list as CSV with the signed-in token and saves it as `<serviceType>.csv`. */
export async function downloadCsv(kind: ServiceKind, filters: Omit<ListFilters, 'page'>): Promise<void> {
  const res = await api.get<Blob>(adminDataPath(kind.endpoints.get), { params: { ...listParams(filters), format: 'csv' }, responseType: 'blob' });
  const href = URL.createObjectURL(res.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = `${kind.serviceType}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

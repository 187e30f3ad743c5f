import type { ServiceKind } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { adminDataPath } from './request-row';
import { saveFile } from './save-file';
import { listParams, type ListFilters } from './use-requests';

/** Fetches the filtered list as CSV with the signed-in token and saves it as `<serviceType>.csv`. */
export async function downloadCsv(kind: ServiceKind, filters: Omit<ListFilters, 'page'>): Promise<void> {
  const res = await api.get<Blob>(adminDataPath(kind.endpoints.get), {
    params: { ...listParams(filters), format: 'csv' },
    responseType: 'blob'
  });
  saveFile(res.data, `${kind.serviceType}.csv`);
}

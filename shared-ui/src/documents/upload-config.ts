import { DEFAULT_MAX_UPLOAD_MB } from '@gia/domain';
import { api } from '@gia/shared-ui';

let asked: Promise<number> | null = null;

/** The server's upload limit in MB, asked once per page; the default limit when the server does not answer. */
export function maxUploadMb(): Promise<number> {
  asked ??= api.get<{ maxUploadMb?: unknown }>('/global/config').then(
    ({ data }) =>
      typeof data?.maxUploadMb === 'number' && data.maxUploadMb > 0 ? data.maxUploadMb : DEFAULT_MAX_UPLOAD_MB,
    () => {
      asked = null; // ask again next time: the server may be back
      return DEFAULT_MAX_UPLOAD_MB;
    }
  );
  return asked;
}

/** Forget the answer, so the next file asks the server again (tests start each case from a fresh page). */
export function forgetUploadConfig(): void {
  asked = null;
}

import { api } from '@gia/shared-ui';

/** Sends one file (multipart field `image`) and answers the document address the server gives back. */
export async function uploadDocument(file: File, onProgress: (percent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await api.post<{ url?: unknown }>('/global/upload/file', body, {
    onUploadProgress: (e) => {
      if (e.total) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    }
  });
  if (typeof data?.url !== 'string' || !data.url) throw new Error('The upload answered without a document address.');
  return data.url;
}

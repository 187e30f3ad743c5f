import { api } from '@gia/shared-ui';
import { saveFile } from '@gia/shared-ui/requests';

/** The name the server gives the copy (`Content-Disposition`), or a plain one when it gives none. */
function fileNameOf(disposition: unknown): string {
  const named = typeof disposition === 'string' ? /filename="?([^";]+)"?/.exec(disposition) : null;
  return named?.[1] ?? 'gia-my-data.json';
}

/**
 * Fetches everything the portal holds about the signed-in customer (`GET /users/myData`) and saves it as a
 * JSON file. Read as JSON rather than as a file, so a refusal's message can be read and said. Answers the file's name.
 */
export async function downloadMyData(): Promise<string> {
  const res = await api.get<unknown>('/users/myData');
  const name = fileNameOf(res.headers['content-disposition']);
  saveFile(new Blob([JSON.stringify(res.data, null, 2)], { type: 'application/json' }), name);
  return name;
}

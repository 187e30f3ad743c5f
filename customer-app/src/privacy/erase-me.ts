import { api } from '@gia/shared-ui';

/** Closes the signed-in customer's account and erases their personal data; answers the server's message key. */
export async function eraseMe(): Promise<string> {
  const { data } = await api.post<{ message: string; code: string }>('/users/eraseMe');
  return data.code;
}

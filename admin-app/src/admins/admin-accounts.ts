import { api } from '@gia/shared-ui';

export interface AdminAccount {
  id: number;
  name: string;
  email: string;
  created_at: string;
}

export interface NewAdmin {
  name: string;
  email: string;
  password: string;
}

export async function getAdmins(): Promise<AdminAccount[]> {
  const { data } = await api.get<AdminAccount[]>('/admin/data/getAdmins');
  return Array.isArray(data) ? data : [];
}

export async function insertAdmin(admin: NewAdmin): Promise<void> {
  await api.post('/admin/data/insertAdmin', admin);
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const adminsKey = ['admins'] as const;

/** `GET /api/v1/admin/data/getAdmins`: the portal's admins. */
export async function getAdmins(): Promise<AdminAccount[]> {
  const { data } = await api.get<AdminAccount[]>('/admin/data/getAdmins');
  return Array.isArray(data) ? data : [];
}

export const adminsQuery = () => queryOptions({ queryKey: adminsKey, queryFn: getAdmins });

export function useAdmins() {
  return useQuery(adminsQuery());
}

/** `POST /api/v1/admin/data/insertAdmin`; the list is read again after. */
export function useInsertAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (admin: NewAdmin) => {
      await api.post('/admin/data/insertAdmin', admin);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: adminsKey })
  });
}

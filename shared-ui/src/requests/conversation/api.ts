import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { requestKeys } from '../api/keys';
import type { RequestDetail } from '../api/types';

/** One message of a request's conversation, as `GET …/messages` answers it. */
export interface ConversationMessage {
  id: number;
  kind: 'message' | 'ask' | 'answer';
  text: string;
  internal: boolean;
  author: { name: string; role: Role };
  at: string;
  documents: { url: string; name: string; content_type: string; field: string | null }[];
  asked_documents: string[] | null;
  read: boolean;
  seen_by: { name: string; role: Role }[];
}

const path = (reference: string, call: string) => `/global/requests/${encodeURIComponent(reference)}/${call}`;

/** Under the request's own key, so every change to the request refreshes its conversation too. */
export const messagesKey = (reference: string) => [...requestKeys.detail(reference), 'messages'] as const;

/** `GET /api/v1/global/requests/{reference}/messages` (reading it marks it read). */
export function messagesQuery(reference: string) {
  return queryOptions({
    queryKey: messagesKey(reference),
    queryFn: async () => {
      const res = await api.get<ConversationMessage[]>(path(reference, 'messages'));
      return Array.isArray(res.data) ? res.data : [];
    }
  });
}

export function useMessages(reference: string) {
  return useQuery(messagesQuery(reference));
}

export interface NewMessage {
  text: string;
  document_urls?: string[];
  internal?: boolean;
}

/** `POST …/messages`; the conversation and the request page are read again after it. */
export function useSendMessage(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (message: NewMessage) =>
      (await api.post<ConversationMessage>(path(reference, 'messages'), message)).data,
    onSettled: () => client.invalidateQueries({ queryKey: requestKeys.detail(reference) })
  });
}

/** The conversation's moves on a request; each answers the request page as it now is. */
export type ConversationMove =
  | { call: 'askCustomer'; body: { text: string; documents?: string[] } }
  | { call: 'answer'; body: { text: string; documents?: Record<string, string> } }
  | { call: 'withdraw'; body: { reason?: string } }
  | { call: 'resubmit'; body: Record<string, unknown> };

export function useConversationMove(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (move: ConversationMove) =>
      (await api.post<RequestDetail>(path(reference, move.call), move.body)).data,
    onSuccess: (detail) => {
      if (detail?.reference) client.setQueryData(requestKeys.detail(reference), detail);
    },
    onSettled: () => client.invalidateQueries({ queryKey: requestKeys.all })
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@gia/shared-ui';
import { getForm, getForms, getResponses, getSummary, type StoredForm } from './forms-api';

/** One key per call; every key starts with 'forms', so a change to any form reads them all again. */
export const formKeys = {
  all: ['forms'] as const,
  list: () => ['forms', 'list'] as const,
  one: (id: number) => ['forms', 'one', id] as const,
  toFill: (id: number) => ['forms', 'toFill', id] as const,
  responses: (id: number, page: number, limit: number, q: string) =>
    ['forms', 'responses', id, page, limit, q] as const,
  summary: (id: number) => ['forms', 'summary', id] as const
};

/** `getForms`: the forms the caller may see (admins every form, anyone else the published ones). */
export function useForms() {
  return useQuery({ queryKey: formKeys.list(), queryFn: getForms });
}

/**
 * One form as saved, for the builder and the responses. Read once per screen: a later read would not
 * change what is being edited anyway (the builder copies it), so focus does not read it again.
 */
export function useForm(id: number) {
  return useQuery({ queryKey: formKeys.one(id), queryFn: () => getForm(id), staleTime: Infinity });
}

/** A form that exists but no longer takes responses (the server answers 410, or it reads as closed). */
export const CLOSED = 'closed' as const;

async function formToFill(id: number): Promise<StoredForm | typeof CLOSED> {
  try {
    const form = await getForm(id);
    return (form.status ?? 'published') === 'closed' ? CLOSED : form;
  } catch (error) {
    if (isApiError(error) && error.response?.status === 410) return CLOSED;
    throw error;
  }
}

/** The form someone fills in: read once, so a new version never changes the questions under their answers. */
export function useFormToFill(id: number) {
  return useQuery({ queryKey: formKeys.toFill(id), queryFn: () => formToFill(id), staleTime: Infinity });
}

/** A page of a form's responses; the page shown stays while the next one (or a search) is read. */
export function useResponses(id: number, page: number, limit: number, q: string) {
  return useQuery({
    queryKey: formKeys.responses(id, page, limit, q),
    queryFn: () => getResponses(id, page, limit, q),
    placeholderData: keepPreviousData
  });
}

export function useSummary(id: number) {
  return useQuery({ queryKey: formKeys.summary(id), queryFn: () => getSummary(id) });
}

/** A change to a form (save, status, delete); every form read is read again after it succeeds. */
export function useFormChange<A, R>(change: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all })
  });
}

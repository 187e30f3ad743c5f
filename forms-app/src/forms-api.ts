import type { Answer, CustomForm, CustomFormField, FieldSummary, FormStatus } from '@gia/domain';
import { api, isApiError } from '@gia/shared-ui';
import { saveFile } from '@gia/shared-ui/requests';

/** The form calls of the spec (section 7, "Forms"), as the server answers them. */
const BASE = '/admin/data';

export interface StoredForm extends CustomForm {
  version: number;
  /** Answered by the server; forms stored before statuses existed are published. */
  status?: FormStatus;
}

export interface FormSummary {
  form_id: number;
  version: number;
  total: number;
  fields: FieldSummary[];
}

export interface FormResponse {
  id: number;
  form_id: number;
  form_version: number;
  responses: Record<string, Answer>;
  created_at: string;
  /** The fields of the version this response answered. */
  fields: CustomFormField[];
}

export async function getForms(): Promise<StoredForm[]> {
  return (await api.get<StoredForm[]>(`${BASE}/getForms`)).data;
}

export async function getForm(id: number): Promise<StoredForm> {
  const [form] = (await api.get<StoredForm[]>(`${BASE}/getForms`, { params: { id } })).data;
  return form;
}

export interface FormSettings {
  status: FormStatus;
  notify: boolean;
}

/** Creates (no id) or saves a new version of a form; the caller reads the status as the spec does. */
export function saveForm(
  id: number | null,
  name: string,
  fields: CustomFormField[],
  settings?: FormSettings
): Promise<{ status: number }> {
  return id === null
    ? api.post(`${BASE}/insertForms`, { formName: name, fields, ...settings })
    : api.post(`${BASE}/updateForms`, { id, name, fields, ...settings });
}

/** Publishes, closes or reopens a form: no new version. */
export async function setFormStatus(id: number, status: FormStatus): Promise<void> {
  await api.post(`${BASE}/updateForms`, { id, status });
}

export async function getSummary(formId: number): Promise<FormSummary> {
  return (await api.get<FormSummary>(`${BASE}/getFormsSummary`, { params: { form_id: formId } })).data;
}

export async function deleteForm(id: number): Promise<void> {
  await api.post(`${BASE}/deleteForms`, { id });
}

/** Sends the answers; `website` is the honeypot a person never sees (sent only when something filled it). */
export async function submitResponse(formId: number, responses: Record<string, Answer>, website = ''): Promise<void> {
  await api.post(`${BASE}/insertFormsResponses`, { form_id: formId, responses, ...(website ? { website } : {}) });
}

export async function getResponses(
  formId: number,
  page: number,
  limit: number,
  q = ''
): Promise<{ rows: FormResponse[]; total: number }> {
  const params = { form_id: formId, page, limit, ...(q.trim() ? { q: q.trim() } : {}) };
  const res = await api.get<FormResponse[]>(`${BASE}/getFormsResponses`, { params });
  const total = Number(res.headers['x-total-count']);
  return { rows: res.data, total: Number.isFinite(total) ? total : res.data.length };
}

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** With responseType 'blob' an error's JSON body arrives as a Blob: read it so its message can be shown. */
async function withReadableBody(error: unknown): Promise<unknown> {
  if (isApiError(error) && error.response?.data instanceof Blob) {
    const text = await blobText(error.response.data);
    try {
      error.response.data = JSON.parse(text);
    } catch {
      error.response.data = { message: text };
    }
  }
  return error;
}

/** Fetches the responses as CSV with the signed-in token and saves the file. */
export async function downloadResponsesCsv(formId: number, fileName: string): Promise<void> {
  const res = await api
    .get<Blob>(`${BASE}/getFormsResponses`, { params: { form_id: formId, format: 'csv' }, responseType: 'blob' })
    .catch(async (error: unknown) => {
      throw await withReadableBody(error);
    });
  saveFile(res.data, fileName);
}

export { api, apiClient, configureApiClient, isAxiosError, storedToken, TOKEN_KEY, type ApiClient } from './client';
export { errorMessage, refusalCode, refusalFieldErrors, refusalText, type ServerFieldError } from './refusal';

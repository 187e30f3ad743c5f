export { api, apiClient, configureApiClient, errorMessage, isAxiosError, storedToken, TOKEN_KEY, type ApiClient } from './client';

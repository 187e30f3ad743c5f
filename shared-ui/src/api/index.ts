export {
  api,
  isApiError,
  storedToken,
  TOKEN_KEY,
  ApiError,
  type ApiClient,
  type ApiResponse,
  type CallConfig
} from './client';
export { errorMessage, refusalCode, refusalFieldErrors, refusalText, type ServerFieldError } from './refusal';

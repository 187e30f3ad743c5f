import { Suspense, type ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { FeedbackProvider, useFeedbackStore } from '@gia/shared-ui';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A screen at an address inside the portal's feedback provider, with the current address readable as `location()`. */
export function renderScreen(Screen: ComponentType, at: string) {
  useFeedbackStore.setState({ notices: [], confirms: [] });
  return render(
    <MemoryRouter initialEntries={[at]}>
      <FeedbackProvider>
        <Suspense fallback={null}>
          <Routes>
            <Route path="*" element={<><Screen /><Where /></>} />
          </Routes>
        </Suspense>
      </FeedbackProvider>
    </MemoryRouter>
  );
}

export const location = () => screen.getByTestId('location').textContent;

/** Answers the confirmation dialog the screen opened, by its confirm button or Cancel. */
export async function answerConfirm(user: UserEvent, question: string, confirmLabel: string | null) {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: confirmLabel ?? 'Cancel' }));
}

/** A server answer as axios gives it. */
export function ok<T>(data: T, status = 200, headers: Record<string, string> = {}): AxiosResponse<T> {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return { data, status, statusText: 'OK', headers: new AxiosHeaders(headers), config };
}

/** A refusal from the server (`{ message }` with a 4xx), as axios throws it. */
export function refusal(status: number, message: string): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, {
    data: { message }, status, statusText: '', headers: new AxiosHeaders(), config
  });
}

/** No answer at all, as axios throws it when the server cannot be reached. */
export const networkDown = () => new AxiosError('Network Error', 'ERR_NETWORK');

/** Helpers for this folder's component tests (test code only; not exported by the package). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from '@gia/domain';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { useFeedbackStore } from '../feedback/feedback-store';
import { useAuthStore } from '../auth/auth-store';
import { useLanguageStore } from '../i18n/language-store';
import { forgetUnreadCount } from './use-notifications';

export function signIn(role: Role) {
  useAuthStore
    .getState()
    .setSession(
      { accessToken: 'test-token', user: { id: 3, name: 'Asha Rao', email: 'asha@example.in', role, phone: null } },
      role
    );
}

/** Signed out, in English, no notices, no spies, real timers. */
export function freshPage() {
  jest.useRealTimers();
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
  forgetUnreadCount();
  useLanguageStore.getState().setLang('en');
  useFeedbackStore.setState({ notices: [], confirms: [] });
}

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** Renders inside a router (its path shown in `path`) and the feedback provider. */
export function renderAt(ui: ReactElement, route = '/') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <FeedbackProvider>
        {ui}
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </FeedbackProvider>
    </MemoryRouter>
  );
}

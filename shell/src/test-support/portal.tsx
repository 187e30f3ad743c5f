import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { FeedbackProvider, useAuthStore, useFeedbackStore, type LoginResponse } from '@gia/shared-ui';
import type { Role } from '@gia/domain';
import { answerGets, NO_NOTIFICATIONS } from '@gia/shared-ui/test-support';
import { PortalRoutes } from '../routing/router';

type Entry = string | { pathname: string; state?: unknown };

/** The whole shell at a path (after `before`, if given), as bootstrap mounts it; `where()` tells the current location. */
export function renderPortal(path: Entry, before: Entry[] = []) {
  const current: { location?: Location } = {};
  function Probe() {
    current.location = useLocation();
    return null;
  }
  render(
    <FeedbackProvider>
      <MemoryRouter initialEntries={[...before, path]}>
        <Probe />
        <PortalRoutes />
      </MemoryRouter>
    </FeedbackProvider>
  );
  return { where: () => current.location! };
}

export function signIn(role: Role, token = 'token-1'): LoginResponse {
  const response = {
    accessToken: token,
    user: { id: 3, name: 'Asha', empid: 'E3', email: 'asha@example.in', role, phone: '9876543210' }
  };
  useAuthStore.getState().setSession(response, role);
  return response;
}

export function resetPortal() {
  sessionStorage.clear();
  useAuthStore.getState().logout();
  useAuthStore.setState({ signedOut: null });
  useFeedbackStore.setState({ notices: [], confirms: [] });
  jest.restoreAllMocks();
  // The page frame's bell reads the unread count on every signed-in page; a test answers the rest.
  answerGets({ '/global/notifications': NO_NOTIFICATIONS });
}

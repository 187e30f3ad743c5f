import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '../api';
import { useAuthStore } from '../auth';
import { FeedbackProvider, useFeedbackStore } from '../feedback';
import { answer, answerGets, noAnswer, NO_NOTIFICATIONS } from '../test-support';
import { Page } from '../ui';

const customer = {
  accessToken: 'token-to-end',
  user: { id: 4, name: 'Asha', email: 'asha@example.in', role: 'customer' }
};

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
  useFeedbackStore.setState({ notices: [], confirms: [] });
  jest.restoreAllMocks();
  answerGets({ '/global/notifications': NO_NOTIFICATIONS }); // the bell of a signed-in page
});

function at(path: string) {
  return render(
    <FeedbackProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>landing</p>} />
          <Route path="*" element={<Page title="Home">home</Page>} />
        </Routes>
      </MemoryRouter>
    </FeedbackProvider>
  );
}

/** Issue 17: Logout ends the token on the server too, while it is still the one sent, then forgets it here. */
it.each([
  ['the server answers', () => Promise.resolve(answer({}))],
  ['the server cannot be reached', () => Promise.reject(noAnswer())]
])('Logout calls /global/logout with the session still on, then signs out here (%s)', async (_when, reply) => {
  useAuthStore.getState().setSession(customer, 'customer');
  const tokenSent: (string | null)[] = [];
  const post = jest.spyOn(api, 'post').mockImplementation((() => {
    tokenSent.push(sessionStorage.getItem('accessToken'));
    return reply();
  }) as typeof api.post);
  const user = userEvent.setup();
  at('/Dashboard');
  await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
  await user.click(screen.getAllByRole('button', { name: 'Logout' }).at(-1)!);
  expect(await screen.findByText('landing')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/global/logout');
  expect(tokenSent).toEqual(['token-to-end']);
  expect(sessionStorage.getItem('accessToken')).toBeNull();
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
});

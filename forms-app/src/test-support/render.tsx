import { Suspense, type ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FeedbackProvider, useFeedbackStore } from '@gia/shared-ui';
import { registerDomainTexts } from '@gia/shared-ui/requests/domain-texts';
import { testQueryClient } from '@gia/shared-ui/test-support';

// As the app's screens module does when the shell loads it.
registerDomainTexts();

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A screen at an address inside the page's QueryClient and the portal's feedback provider, with the current address readable as `location()`. */
export function renderScreen(Screen: ComponentType, at: string) {
  useFeedbackStore.setState({ notices: [], confirms: [] });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <FeedbackProvider>
          <Suspense fallback={null}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <Screen />
                    <Where />
                  </>
                }
              />
            </Routes>
          </Suspense>
        </FeedbackProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

export const location = () => screen.getByTestId('location').textContent;

/** Answers the confirmation dialog the screen opened, by its confirm button or Cancel. */
export async function answerConfirm(user: UserEvent, question: string, confirmLabel: string | null) {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: confirmLabel ?? 'Cancel' }));
}

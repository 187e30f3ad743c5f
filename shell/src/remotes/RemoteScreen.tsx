import { Component, createElement, lazy, Suspense, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import type { RouteEntry } from '@gia/domain';
import { Button, EmptyState, Page, Spinner, useT } from '@gia/shared-ui';
import { loadScreens, type RemoteApp } from './federation';

interface BoundaryProps {
  children: ReactNode;
  onRetry(): void;
}

/** Keeps a failing remote inside its own area: the header and the rest of the portal keep working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A remote screen failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function RemoteUnavailable({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <Page>
      <EmptyState text={t('remote.unavailable')} action={<Button onClick={onRetry}>{t('remote.retry')}</Button>} />
    </Page>
  );
}

function RemoteLoading() {
  const t = useT();
  return (
    <Page>
      <Spinner label={t('remote.loading')} />
    </Page>
  );
}

/** Renders the screen a route names from the remote that owns it; Retry loads the remote again. */
export function RemoteScreen({ entry }: { entry: RouteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(
    () =>
      lazy(async () => {
        const screens = await loadScreens(entry.app as RemoteApp, attempt > 0);
        const screen = screens[entry.screen];
        if (!screen) throw new Error(`${entry.app} has no screen ${entry.screen}`);
        // A remote's screen may itself be lazy, and React's lazy must resolve to a plain component.
        return { default: () => createElement(screen) };
      }),
    [entry.app, entry.screen, attempt]
  );
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<RemoteLoading />}>
        <Screen />
      </Suspense>
    </RemoteBoundary>
  );
}

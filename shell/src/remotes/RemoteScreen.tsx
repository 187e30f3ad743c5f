import { Component, createElement, lazy, Suspense, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import type { RouteEntry } from '@gia/domain/core';
import { Button, EmptyState, Page, Spinner, useT } from '@gia/shared-ui';
import { classifyFailure, loadScreens, type RemoteApp, type RemoteFailure } from './federation';

interface BoundaryProps {
  children: ReactNode;
  onRetry(): void;
}

/** Keeps a failing remote inside its own area: the header and the rest of the portal keep working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: RemoteFailure | null }> {
  state: { failed: RemoteFailure | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: classifyFailure(error) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A remote screen failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? (
      <RemoteUnavailable failure={this.state.failed} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/** A whole page load: the shell asks /remotes.json again and loads the live version of every app, whole. */
export const reloadPage = { now: () => window.location.reload() };

/**
 * The area's message. Down or slow: Retry. A newer release replaced the files this tab was using, or this
 * page's shell cannot serve the remote's build: Reload, never a mix of two versions or the wrong shared copy.
 */
function RemoteUnavailable({ failure, onRetry }: { failure: RemoteFailure; onRetry(): void }) {
  const t = useT();
  if (failure === 'unavailable') {
    return (
      <Page>
        <EmptyState text={t('remote.unavailable')} action={<Button onClick={onRetry}>{t('remote.retry')}</Button>} />
      </Page>
    );
  }
  return (
    <Page>
      <EmptyState
        text={t(failure === 'updated' ? 'remote.updated' : 'remote.incompatible')}
        action={<Button onClick={() => reloadPage.now()}>{t('remote.reload')}</Button>}
      />
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

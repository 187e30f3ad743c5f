import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode
} from 'react';
import { Button, EmptyState, Spinner, useT } from '@gia/shared-ui';

/**
 * webpack's own failure for a chunk that did not arrive (a dropped connection, or none within
 * `chunkLoadTimeout`). Code that arrived and then failed as it ran is a bug that Try again would not
 * mend: that goes on to the screen's own boundary.
 */
const didNotArrive = (cause: unknown) => cause instanceof Error && cause.name === 'ChunkLoadError';

/** The part's code did not arrive (a dropped connection): unlike an error of the part itself, worth a retry. */
class PartNotLoaded extends Error {
  constructor(cause: unknown) {
    super(`A part of the screen did not load: ${String(cause)}`);
    this.name = 'PartNotLoaded';
  }
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert">
      <EmptyState
        text={t('part.unavailable')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  frame: (body: ReactNode) => ReactNode;
}

/** Catches only a failed download; any other error goes on to the screen's own boundary. */
class PartBoundary extends Component<BoundaryProps, { failed: unknown }> {
  state = { failed: null as unknown };

  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }

  render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof PartNotLoaded)) throw failed;
    return this.props.frame(<PartFailed onRetry={this.props.onRetry} />);
  }
}

/** Named apart from any part's own props (the vendor picker has its own `loading`), which pass through untouched. */
export interface PartPlace {
  /** Where the part's spinner and its failure are drawn (the popup's frame); as they are when not given. */
  partFrame?: (body: ReactNode) => ReactNode;
}

const asIs = (body: ReactNode) => body;

/**
 * A part of a screen whose code loads when it is first drawn (issue 18: a list is read far more often
 * than its popup is opened). If that download fails (webpack's ChunkLoadError), the part says so in its own place with Try again,
 * and the rest of the screen stays as it was. Every copy of the part on screen shares one download; once
 * one has failed, the next drawing (Try again, or the popup opened anew) asks for the code afresh (webpack
 * loads a chunk that failed again when it is asked for again), and a copy already drawn is never replaced.
 */
export function loadablePart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & PartPlace> {
  const fresh = (): LazyExoticComponent<ComponentType<P>> => {
    const download = lazy(() =>
      load().then(
        (part) => ({ default: part }),
        (cause: unknown) => {
          if (!didNotArrive(cause)) throw cause;
          if (Part === download) Part = fresh();
          throw new PartNotLoaded(cause);
        }
      )
    );
    return download;
  };
  let Part = fresh();
  return function LoadablePart({ partFrame: frame = asIs, ...props }: P & PartPlace) {
    const [attempt, setAttempt] = useState(0);
    return (
      <PartBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)} frame={frame}>
        <Suspense fallback={frame(<Spinner />)}>
          <Part {...(props as P)} />
        </Suspense>
      </PartBoundary>
    );
  };
}

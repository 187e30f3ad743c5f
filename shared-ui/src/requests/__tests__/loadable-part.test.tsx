import { Component, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerDomainTexts } from '../domain-texts';
import { loadablePart } from '../loadable-part';

/**
 * A part whose code loads when first drawn (the list's popup, its timeline, a role's actions, the admin's
 * charts, the vendor picker): a failed download is said in the part's place, with Try again, and the rest
 * of the screen stays.
 */
registerDomainTexts();

/** A load the test settles by hand, as a chunk's download would. */
function chunk() {
  let settle!: { resolve(part: (p: { name: string }) => ReactNode): void; reject(error: Error): void };
  const promise = new Promise<(p: { name: string }) => ReactNode>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

/** What webpack rejects a chunk's load with when the chunk did not arrive. */
const notArrived = () =>
  Object.assign(new Error('Loading chunk 412 failed.\n(error: /remotes/admin/412.js)'), {
    name: 'ChunkLoadError',
    type: 'error'
  });

class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>The screen failed</p> : this.props.children;
  }
}

const frame = (body: ReactNode) => <section aria-label="Popup">{body}</section>;

test('draws the part once its code arrives, and a spinner in the frame meanwhile', async () => {
  const first = chunk();
  const Part = loadablePart(() => first.promise);
  render(<Part name="Asha" partFrame={frame} />);
  expect(screen.getByRole('region', { name: 'Popup' })).toHaveTextContent('Loading...');
  await act(async () => first.resolve(({ name }) => <p>Hello {name}</p>));
  expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
});

test('a failed download is said in the frame, the screen stays, and Try again loads the code afresh', async () => {
  const loads = [chunk(), chunk()];
  let asked = 0;
  const Part = loadablePart(() => loads[asked++]!.promise);
  const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ScreenBoundary>
      <h1>Requests</h1>
      <Part name="Asha" partFrame={frame} />
    </ScreenBoundary>
  );
  await act(async () => loads[0]!.reject(notArrived()));
  const popup = screen.getByRole('region', { name: 'Popup' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part did not load. Check your connection and try again.'
  );
  expect(popup).toContainElement(screen.getByRole('alert'));
  expect(screen.getByRole('heading', { name: 'Requests' })).toBeInTheDocument();
  expect(screen.queryByText('The screen failed')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(asked).toBe(2);
  await act(async () => loads[1]!.resolve(({ name }) => <p>Hello {name}</p>));
  expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  silence.mockRestore();
});

test('a part that did not load asks for its code afresh when it is drawn again, without Try again', async () => {
  const loads = [chunk(), chunk()];
  let asked = 0;
  const Part = loadablePart(() => loads[asked++]!.promise);
  const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const popup = render(<Part name="Asha" partFrame={frame} />);
  await act(async () => loads[0]!.reject(notArrived()));
  expect(await screen.findByRole('alert')).toHaveTextContent('This part did not load');
  // The popup is closed, the connection comes back, and the popup is opened again.
  popup.unmount();
  render(<Part name="Asha" partFrame={frame} />);
  expect(asked).toBe(2);
  await act(async () => loads[1]!.resolve(({ name }) => <p>Hello {name}</p>));
  expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  silence.mockRestore();
});

test('Try again in one copy of a part leaves another copy, already drawn, as it is: one download, its typing kept', async () => {
  const loads = [chunk(), chunk()];
  let asked = 0;
  const Part = loadablePart(() => loads[asked++]!.promise);
  const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(
    <>
      <section aria-label="Bulk bar">
        <Part name="bulk" />
      </section>
      <section aria-label="Popup">
        <Part name="popup" />
      </section>
    </>
  );
  await act(async () => loads[0]!.reject(notArrived()));
  const bulk = screen.getByRole('region', { name: 'Bulk bar' });
  const popup = screen.getByRole('region', { name: 'Popup' });
  await user.click(within(bulk).getByRole('button', { name: 'Try again' }));
  await act(async () => loads[1]!.resolve(({ name }) => <input aria-label={`Vendor for ${name}`} />));
  await user.type(await within(bulk).findByRole('textbox', { name: 'Vendor for bulk' }), 'Alpha');

  await user.click(within(popup).getByRole('button', { name: 'Try again' }));
  expect(await within(popup).findByRole('textbox', { name: 'Vendor for popup' })).toBeInTheDocument();
  expect(asked).toBe(2);
  expect(within(bulk).getByRole('textbox', { name: 'Vendor for bulk' })).toHaveValue('Alpha');
  silence.mockRestore();
});

test("an error of the part itself is not a download's: it reaches the screen's own boundary", async () => {
  const Part = loadablePart<{ name: string }>(async () => (): ReactNode => {
    throw new Error('a bug in the popup');
  });
  const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ScreenBoundary>
      <Part name="Asha" />
    </ScreenBoundary>
  );
  expect(await screen.findByText('The screen failed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  silence.mockRestore();
});

test("code that arrived but failed as it ran is not a download's failure: it reaches the screen's own boundary", async () => {
  const load = chunk();
  const Part = loadablePart(() => load.promise);
  const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ScreenBoundary>
      <Part name="Asha" partFrame={frame} />
    </ScreenBoundary>
  );
  await act(async () => load.reject(new TypeError("Cannot read properties of undefined (reading 'columns')")));
  expect(await screen.findByText('The screen failed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  silence.mockRestore();
});

test("the part's own props reach it whole, its own `loading` too (the vendor picker's list still being read)", async () => {
  const Part = loadablePart<{ loading: boolean }>(async () => ({ loading }: { loading: boolean }) => (
    <p>{loading ? 'Reading the vendors' : 'Vendors ready'}</p>
  ));
  const { rerender } = render(<Part loading />);
  expect(await screen.findByText('Reading the vendors')).toBeInTheDocument();
  rerender(<Part loading={false} />);
  expect(await screen.findByText('Vendors ready')).toBeInTheDocument();
});

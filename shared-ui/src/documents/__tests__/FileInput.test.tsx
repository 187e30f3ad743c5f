import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CallConfig } from '../../api/call';
import { api } from '../../api/client';
import { freshPage, renderScreen } from '../../requests/test-support';
import { FileInput } from '../FileInput';
import { answer, failure } from '@gia/shared-ui/test-support';

const URL_BACK = '/api/v1/global/documents/abcdefghijklmnopqrstuv';
const pdf = (bytes = 10) => new File([new Uint8Array(bytes)], 'deed.pdf', { type: 'application/pdf' });

function Harness({ onValue }: { onValue(url: string | null): void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <FileInput
      name="sales_deed_url"
      label="Sale Deed"
      value={value}
      onChange={(url) => {
        setValue(url);
        onValue(url);
      }}
    />
  );
}

function setup(maxUploadMb = 10) {
  const onValue = jest.fn();
  const get = jest.spyOn(api, 'get').mockResolvedValue(answer({ maxUploadMb }));
  const post = jest.spyOn(api, 'post');
  renderScreen(<Harness onValue={onValue} />);
  // The refused-type test hands over a .txt file, which the input's accept list would filter out.
  return {
    onValue,
    get,
    post,
    user: userEvent.setup({ applyAccept: false }),
    input: screen.getByLabelText('Sale Deed')
  };
}

beforeEach(freshPage);

test('a file of another type is refused before any upload', async () => {
  const { user, input, post, onValue } = setup();
  await user.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByText('Only JPG, PNG, and PDF files are allowed.')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  expect(onValue).not.toHaveBeenCalled();
});

test('a file over the server limit is refused with the limit in the message', async () => {
  const { user, input, post, get } = setup(1);
  await user.upload(input, pdf(1024 * 1024 + 1));
  expect(await screen.findByText('The file is larger than 1 MB. Please choose a smaller file.')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/global/config');
  expect(post).not.toHaveBeenCalled();
});

test('the upload sends the multipart field image, shows its progress, then hands over the address', async () => {
  const { user, input, post, onValue } = setup();
  let finish: (value: unknown) => void = () => undefined;
  let progress: CallConfig['onUploadProgress'];
  post.mockImplementation((_url, _body, config) => {
    progress = config?.onUploadProgress;
    return new Promise((resolve) => (finish = resolve));
  });
  await user.upload(input, pdf());
  await waitFor(() => expect(post).toHaveBeenCalled());
  const [url, body] = post.mock.calls[0];
  expect(url).toBe('/global/upload/file');
  expect((body as FormData).get('image')).toBeInstanceOf(File);
  act(() => progress?.({ loaded: 50, total: 100 }));
  expect(screen.getByRole('progressbar', { name: 'Uploading 50%' })).toHaveAttribute('value', '50');
  await act(async () => finish(answer({ url: URL_BACK })));
  expect(onValue).toHaveBeenLastCalledWith(URL_BACK);
  expect(screen.getByText('Uploaded: deed.pdf')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a failed upload says so and the file counts as absent', async () => {
  const { user, input, post, onValue } = setup();
  post.mockResolvedValueOnce(answer({ url: URL_BACK })).mockRejectedValueOnce(failure(500, { message: 'disk full' }));
  await user.upload(input, pdf());
  await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(URL_BACK));
  await user.upload(input, pdf());
  expect(await screen.findByText('File upload failed. Please try again.')).toBeInTheDocument();
  expect(onValue).toHaveBeenLastCalledWith(null);
  expect(screen.queryByText(/Uploaded/)).not.toBeInTheDocument();
});

test('Remove empties the field', async () => {
  const { user, input, post, onValue } = setup();
  post.mockResolvedValue(answer({ url: URL_BACK }));
  await user.upload(input, pdf());
  await user.click(await screen.findByRole('button', { name: 'Remove: Sale Deed' }));
  expect(onValue).toHaveBeenLastCalledWith(null);
  expect(screen.queryByText(/Uploaded/)).not.toBeInTheDocument();
});

test('without an answer from the config call the default limit of 10 MB applies', async () => {
  const { user, input, get } = setup();
  get.mockRejectedValue(failure(503, {}));
  await user.upload(input, pdf(10 * 1024 * 1024 + 1));
  expect(await screen.findByText('The file is larger than 10 MB. Please choose a smaller file.')).toBeInTheDocument();
});

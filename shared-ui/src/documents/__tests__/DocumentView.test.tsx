import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshPage, renderScreen } from '../../requests/test-support';
import { DocumentView } from '../DocumentView';

const IMAGE = '/api/v1/global/documents/abcdefghijklmnopqrstuv?sig=1';

beforeEach(freshPage);

test('an image shows as a 100x100 thumbnail and Preview opens it in a new tab', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderScreen(<DocumentView url={IMAGE} label="Company PAN" />);
  const img = screen.getByRole('img', { name: 'Company PAN' });
  expect(img).toHaveAttribute('src', IMAGE);
  expect(img).toHaveAttribute('width', '100');
  expect(img).toHaveAttribute('height', '100');
  await userEvent.click(screen.getByRole('button', { name: 'Preview: Company PAN' }));
  expect(open).toHaveBeenCalledWith(IMAGE, '_blank', 'noopener,noreferrer');
});

test('a document that is not an image shows the PDF badge', () => {
  renderScreen(<DocumentView url={IMAGE} label="Sale Deed" />);
  fireEvent.error(screen.getByRole('img', { name: 'Sale Deed' }));
  expect(screen.getByRole('img', { name: 'PDF: Sale Deed' })).toHaveTextContent('PDF');
});

test('a .pdf address shows the badge at once', () => {
  renderScreen(<DocumentView url="/files/deed.pdf" label="Sale Deed" />);
  expect(screen.getByRole('img', { name: 'PDF: Sale Deed' })).toBeInTheDocument();
});

test('with no document, Preview says there is nothing to preview', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderScreen(<DocumentView url={null} label="Passport" />);
  expect(screen.getByText('N/A')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Preview: Passport' }));
  expect(await screen.findByText('No document available to preview!')).toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
});

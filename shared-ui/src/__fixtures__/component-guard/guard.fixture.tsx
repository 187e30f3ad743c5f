/**
 * Component tests the tooling test `scripts/__tests__/component-test-guard.test.js` runs on their own,
 * to show that shared-ui/jest.setup.ts fails a test whose screen makes a call nobody answered or logs an
 * error nobody expected. Not named `.test.tsx`: the ordinary runs leave them alone.
 */
import { useEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { api } from '@gia/shared-ui';
import { answer } from '@gia/shared-ui/test-support';

function VendorCount() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    api.get<unknown[]>('/admin/data/getVendors').then(
      ({ data }) => setCount(data.length),
      () => setCount(0)
    );
  }, []);
  return <p>{count === null ? 'Loading' : `${count} vendors`}</p>;
}

test('a screen whose call nobody answers', async () => {
  render(<VendorCount />);
  expect(await screen.findByText('0 vendors')).toBeInTheDocument();
});

test('the same screen with its call answered', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([{ vendor_id: 1 }, { vendor_id: 2 }]));
  render(<VendorCount />);
  expect(await screen.findByText('2 vendors')).toBeInTheDocument();
});

test('an error nobody expected', () => {
  console.error('Warning: something went wrong in a screen');
  render(<p>Shown</p>);
  expect(screen.getByText('Shown')).toBeInTheDocument();
});

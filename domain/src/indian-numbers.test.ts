import { indianNumber } from './indian-numbers';

// The texts must be the ones the platform's formatter gives for India: it is the reference they replace.
describe('numbers with Indian grouping read as Intl writes them', () => {
  const samples = [
    0, 1, 7, 12, 999, 1000, 1234, 12345, 99999, 123456, 1234567, 12345678, 123456789012, 1500.5, 1500.05, 0.5, 0.004,
    0.005, 1.005, 2.675, 1.999, 99.995, 999999.995, 1e-7, 1e20, 123456.789, -1, -1500.5, -0.004, -1234567.891
  ];

  it('as rupees, whole or with paise', () => {
    for (const paise of [0, 2]) {
      const intl = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: paise,
        maximumFractionDigits: paise
      });
      for (const n of samples) {
        expect(indianNumber(n, { minFraction: paise, maxFraction: paise, groupFrom: 4, prefix: '₹' })).toBe(
          intl.format(n)
        );
      }
    }
  });

  it('as answers, grouped from five digits on, at most two decimals', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, useGrouping: 'min2' });
    for (const n of samples) {
      expect(indianNumber(n, { minFraction: 0, maxFraction: 2, groupFrom: 5 })).toBe(intl.format(n));
    }
  });

  it('leaves what is not a number as it reads', () => {
    expect(indianNumber(Number.NaN, { minFraction: 0, maxFraction: 2, groupFrom: 4 })).toBe('NaN');
  });
});

import { formatReference, isReference, REFERENCE_PATTERN } from './reference';

describe('request reference', () => {
  test('the year of submission and the id padded to six digits', () => {
    expect(formatReference(42, '2026-03-14T06:00:00.000Z')).toBe('GIA-2026-000042');
    expect(formatReference(1, '2025-07-01T00:00:00.000Z')).toBe('GIA-2025-000001');
  });

  test("the year is India's: 31 December 19:00 UTC is already the new year in India", () => {
    expect(formatReference(7, '2025-12-31T18:29:59.999Z')).toBe('GIA-2025-000007');
    expect(formatReference(7, '2025-12-31T18:30:00.000Z')).toBe('GIA-2026-000007');
  });

  test('an id of more than six digits keeps every digit', () => {
    expect(formatReference(12_345_678, '2026-01-05T10:00:00.000Z')).toBe('GIA-2026-12345678');
  });

  test('the pattern accepts what formatReference writes and nothing loose', () => {
    expect(REFERENCE_PATTERN.test(formatReference(42, '2026-03-14T06:00:00.000Z'))).toBe(true);
    for (const bad of [
      'GIA-2026-42',
      'gia-2026-000042',
      'GIA-26-000042',
      ' GIA-2026-000042',
      'GIA-2026-000042x',
      '42'
    ]) {
      expect([bad, isReference(bad)]).toEqual([bad, false]);
    }
  });
});

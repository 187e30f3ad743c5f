import { DOCUMENT_PATH, detectDocumentType, documentIdFromUrl, isAcceptedDeclaredType } from './documents';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);

test.each([
  ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
  ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
  ['a PDF', bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37), 'application/pdf'],
  ['a GIF', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), null],
  ['a ZIP (docx)', bytes(0x50, 0x4b, 0x03, 0x04), null],
  ['an HTML page', new TextEncoder().encode('<html><script>alert(1)</script>'), null],
  ['nothing', new Uint8Array(0), null]
])('%s is recognised by its first bytes as %p', (_what, head, type) => {
  expect(detectDocumentType(head)).toBe(type);
});

test('declared types: only JPG, PNG and PDF', () => {
  expect(['image/jpeg', 'image/png', 'application/pdf', 'image/gif', 'text/html'].map(isAcceptedDeclaredType)).toEqual([
    true,
    true,
    true,
    false,
    false
  ]);
});

describe('documentIdFromUrl', () => {
  const id = 'AbCdEfGhIjKlMnOpQrStUv_-';
  test.each([
    `${DOCUMENT_PATH}${id}`,
    `https://gia.example${DOCUMENT_PATH}${id}`,
    `${DOCUMENT_PATH}${id}?sig=abc&exp=1700000000`,
    `${DOCUMENT_PATH}${id}#page=2`
  ])('reads the id from %s', (url) => {
    expect(documentIdFromUrl(url)).toBe(id);
  });

  test.each([
    `${DOCUMENT_PATH}short`,
    `${DOCUMENT_PATH}${id}/../../etc/passwd`,
    `${DOCUMENT_PATH}${'a'.repeat(65)}`,
    `/api/v1/global/upload/${id}`,
    'https://example.com/scan.pdf',
    ''
  ])('finds no id in %p', (url) => {
    expect(documentIdFromUrl(url)).toBeNull();
  });
});

import { cleanFileName, declarationAgrees, inlineDisposition } from '../file-names';

test('the declared type and the extension must agree with the bytes when they say anything', () => {
  expect(declarationAgrees('image/png', 'scan.png', 'image/png')).toBe(true);
  expect(declarationAgrees('IMAGE/PJPEG', 'photo.JPEG', 'image/jpeg')).toBe(true);
  expect(declarationAgrees('', 'scan', 'application/pdf')).toBe(true);
  expect(declarationAgrees('application/octet-stream', 'notes.txt', 'application/pdf')).toBe(true);
  expect(declarationAgrees('application/pdf', 'scan.pdf', 'image/png')).toBe(false);
  expect(declarationAgrees('image/png', 'scan.pdf', 'image/png')).toBe(false);
  expect(declarationAgrees('text/html', 'page.png', 'image/png')).toBe(false);
});

test('a file name keeps only its last part, printable, and is never empty', () => {
  expect(cleanFileName('C:\\Users\\asha\\Desktop\\pan.pdf')).toBe('pan.pdf');
  expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  expect(cleanFileName('bad\r\nname.pdf')).toBe('badname.pdf');
  expect(cleanFileName('')).toBe('document');
  expect(cleanFileName(undefined)).toBe('document');
  expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
});

test('quotes, backslashes and line breaks cannot break out of the Content-Disposition header', () => {
  const header = inlineDisposition('a"b\\c;d.pdf');
  expect(header).toBe(`inline; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd.pdf`);
  expect(header).not.toMatch(/[\r\n]/);
});

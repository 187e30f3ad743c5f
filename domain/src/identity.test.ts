import { findAadhaarNumbers, maskAadhaarDeep, maskAadhaarInText } from './identity';
import { verhoeffValid } from './validators';

const VALID = '234567890124';

test('the sample number is Verhoeff-valid and a one-digit change is not', () => {
  expect(verhoeffValid(VALID)).toBe(true);
  expect(verhoeffValid('234567890125')).toBe(false);
});

test.each([
  [`My Aadhaar is ${VALID}, please use it`, 'My Aadhaar is XXXX XXXX 0124, please use it'],
  ['Aadhaar: 2345 6789 0124.', 'Aadhaar: XXXX XXXX 0124.'],
  ['2345-6789-0124', 'XXXX XXXX 0124'],
  ['two: 2345 6789 0124 and 234567890124', 'two: XXXX XXXX 0124 and XXXX XXXX 0124']
])('masks a Verhoeff-valid 12-digit number in free text: %s', (text, shown) => {
  expect(maskAadhaarInText(text)).toBe(shown);
});

test.each([
  ['a wrong check digit', 'ref 234567890125'],
  ['part of a longer number', 'card 4234567890124 or 2345678901241'],
  ['mixed separators', '2345 6789-0124'],
  ['eleven digits', '23456789012'],
  ['a phone number', 'call 9876543210']
])('leaves %s alone', (_what, text) => {
  expect(maskAadhaarInText(text)).toBe(text);
  expect(findAadhaarNumbers(text)).toEqual([]);
});

test('masks inside nested answers and leaves other values alone', () => {
  expect(maskAadhaarDeep({ a: [`id ${VALID}`, 3, null], b: { c: VALID }, d: true })).toEqual({
    a: ['id XXXX XXXX 0124', 3, null],
    b: { c: 'XXXX XXXX 0124' },
    d: true
  });
});

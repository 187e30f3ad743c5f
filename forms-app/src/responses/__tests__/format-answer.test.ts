import { addCatalogue, type CustomFormField } from '@gia/domain';
import { hi } from '@gia/domain/hi';
import { formatAnswer } from '../FormResponses';

addCatalogue('hi', hi);

const number: CustomFormField = { type: 'input', label: 'Area', inputType: 'number' };
const date: CustomFormField = { type: 'input', label: 'Moved in', inputType: 'date' };

test('a number answer reads with Indian grouping from five digits on, at most two decimals', () => {
  expect(formatAnswer(number, '2026', 'en')).toBe('2026');
  expect(formatAnswer(number, '12345', 'en')).toBe('12,345');
  expect(formatAnswer(number, '1234567.891', 'hi')).toBe('12,34,567.89');
  expect(formatAnswer(number, 'about 40', 'en')).toBe('about 40');
});

test('a date answer reads as India writes it, in the chosen language', () => {
  expect(formatAnswer(date, '2026-03-05', 'en')).toBe('5 Mar 2026');
  expect(formatAnswer(date, '2026-03-05', 'hi')).toBe('5 मार्च 2026');
});

import fc from 'fast-check';
import type { CustomFormField } from './custom-forms';
import {
  checkAnswer,
  checkFormResponse,
  checkPage,
  fileDocumentIds,
  missingRequired,
  orderedFields,
  pagesOf,
  summariseResponses,
  visibleLabels,
  visibleOnPage
} from './form-rules';
import { translate } from './index';

const DOC = '/api/v1/global/documents/AbCdEfGhIjKlMnOpQrStUvWx';

describe('checkAnswer: every rule', () => {
  const f = (over: Partial<CustomFormField>): CustomFormField => ({ type: 'input', label: 'Q', ...over });
  const key = (field: CustomFormField, value: unknown) => checkAnswer(field, value)?.key ?? null;

  test('required: blank text, blank spaces and no ticked option are missing; optional blanks pass', () => {
    for (const blank of [undefined, null, '', '   ', []]) {
      expect(key(f({ required: true }), blank)).toBe('forms.rule.required');
      expect(key(f({}), blank)).toBeNull();
    }
  });

  test.each([
    ['number', f({ inputType: 'number' }), ['42', '-1.5', ' 7 '], ['forty', '4 2', '1e3']],
    ['number min/max', f({ inputType: 'number', min: 1, max: 5 }), ['1', '5', '3.5'], ['0', '9', '5.01']],
    ['date', f({ inputType: 'date' }), ['2026-11-20'], ['20/11/2026', '2023-02-29']],
    [
      'date min/max',
      f({ inputType: 'date', min: '2026-01-01', max: '2026-12-31' }),
      ['2026-01-01', '2026-12-31'],
      ['2025-12-31', '2027-01-01']
    ],
    ['email', f({ inputType: 'email' }), ['asha@example.in'], ['asha@', 'asha example.in']],
    [
      'tel (Indian mobile)',
      f({ inputType: 'tel' }),
      ['9876543210', '98765 43210', '+91 9876543210'],
      ['12345', '5876543210']
    ],
    ['pan', f({ inputType: 'pan' }), ['ABCPE1234F', 'abcpe1234f'], ['ABCDE12345', 'ABCXE1234F']],
    ['minLength/maxLength', f({ minLength: 2, maxLength: 4 }), ['ab', 'abcd', 'अआ'], ['a', 'abcde']],
    ['pattern', f({ pattern: '[0-9]+' }), ['123'], ['12a', 'a123']],
    ['textarea length', f({ type: 'textarea', maxLength: 3 }), ['abc'], ['abcd']],
    ['select', f({ type: 'select', options: ['Pune', 'Chennai'] }), ['Pune'], ['Delhi', 'pune']],
    ['radio', f({ type: 'radio', options: ['Yes', 'No'] }), ['No'], ['Maybe']],
    ['checkbox', f({ type: 'checkbox', options: ['A', 'B'] }), [['A'], ['A', 'B']], [['C'], ['A', 'A'], 'A', [1]]],
    ['file', f({ type: 'file' }), [DOC], ['https://evil.example/x.pdf', '/api/v1/global/documents/short']],
    ['text length', f({}), ['x'.repeat(5000)], ['x'.repeat(5001), 42, { a: 1 }]]
  ])('%s: accepts the good, refuses the bad', (_rule, field, good, bad) => {
    for (const v of good) expect([v, key(field, v)]).toEqual([v, null]);
    for (const v of bad) expect([v, key(field, v)]).toEqual([v, expect.stringMatching(/^(forms\.rule|format)\./)]);
  });

  test('each message has its parameters, and reads well in English and Hindi', () => {
    const min = checkAnswer(f({ label: 'Rating', inputType: 'number', min: 1, max: 5 }), '9');
    expect(min).toEqual({ label: 'Rating', key: 'forms.rule.max', params: { max: 5 } });
    expect(translate('en', min!.key, min!.params)).toBe('Enter 5 or less.');
    expect(translate('hi', min!.key, min!.params)).toContain('5');
    const date = checkAnswer(f({ inputType: 'date', min: '2026-03-05' }), '2026-01-01');
    expect(translate('en', date!.key, date!.params)).toBe('Choose 5 Mar 2026 or later.');
    expect(checkAnswer(f({ minLength: 3 }), 'ab')?.params).toEqual({ n: 3 });
  });

  test("a pattern's own message comes with the problem", () => {
    expect(checkAnswer(f({ pattern: '[0-9]{6}', patternMessage: 'Six digits, please' }), '12')).toEqual({
      label: 'Q',
      key: 'forms.rule.pattern',
      text: 'Six digits, please'
    });
  });
});

const FORM: CustomFormField[] = [
  { type: 'input', label: 'Name', required: true },
  { type: 'radio', label: 'Own a house?', options: ['Yes', 'No'], required: true },
  {
    type: 'input',
    label: 'Since which year?',
    inputType: 'number',
    min: 1950,
    max: 2026,
    required: true,
    showIf: { label: 'Own a house?', equals: 'Yes' }
  },
  { type: 'checkbox', label: 'Papers', options: ['Deed', 'Tax receipt'], page: 2 },
  { type: 'file', label: 'Deed scan', page: 2, required: true, showIf: { label: 'Papers', equals: 'Deed' } },
  { type: 'input', label: 'Deed number', page: 2, showIf: { label: 'Deed scan', equals: 'x' } }
];

describe('showIf', () => {
  test('a field shows only when the field it names has that answer (a checkbox: that option ticked)', () => {
    expect([...visibleLabels(FORM, {})]).toEqual(['Name', 'Own a house?', 'Papers']);
    expect(visibleLabels(FORM, { 'Own a house?': 'Yes' }).has('Since which year?')).toBe(true);
    expect(visibleLabels(FORM, { 'Own a house?': 'No' }).has('Since which year?')).toBe(false);
    expect(visibleLabels(FORM, { Papers: ['Tax receipt', 'Deed'] }).has('Deed scan')).toBe(true);
    expect(visibleLabels(FORM, { Papers: ['Tax receipt'] }).has('Deed scan')).toBe(false);
  });

  test('a field that depends on a hidden field is hidden, whatever that hidden field holds', () => {
    expect(visibleLabels(FORM, { Papers: [], 'Deed scan': 'x' }).has('Deed number')).toBe(false);
  });

  test('a hidden required field is not required, and its answer is dropped', () => {
    const result = checkFormResponse(FORM, {
      Name: 'Asha',
      'Own a house?': 'No',
      'Since which year?': '1800',
      Papers: ['Tax receipt']
    });
    expect(result).toEqual({ problems: [], answers: { Name: 'Asha', 'Own a house?': 'No', Papers: ['Tax receipt'] } });
    expect(missingRequired(FORM, { Name: 'Asha', 'Own a house?': 'No' })).toEqual([]);
  });

  test('a shown required field is required and checked', () => {
    const result = checkFormResponse(FORM, {
      Name: 'Asha',
      'Own a house?': 'Yes',
      'Since which year?': '1800',
      Papers: ['Deed']
    });
    expect(result.problems).toEqual([
      { label: 'Since which year?', key: 'forms.rule.min', params: { min: 1950 } },
      { label: 'Deed scan', key: 'forms.rule.required' }
    ]);
    expect(missingRequired(FORM, { 'Own a house?': 'Yes', Papers: ['Deed'] })).toEqual([
      'Name',
      'Since which year?',
      'Deed scan'
    ]);
  });

  test('a cycle of showIf (from a hand-made definition) hides the fields rather than looping', () => {
    const cycle: CustomFormField[] = [
      { type: 'input', label: 'A', showIf: { label: 'B', equals: 'x' } },
      { type: 'input', label: 'B', showIf: { label: 'A', equals: 'x' } }
    ];
    expect([...visibleLabels(cycle, { A: 'x', B: 'x' })]).toEqual([]);
  });
});

describe('pages', () => {
  test('pages in order, fields page by page; a form without pages is one page', () => {
    expect(pagesOf(FORM)).toEqual([1, 2]);
    expect(
      pagesOf([
        { type: 'input', label: 'A', page: 3 },
        { type: 'input', label: 'B' }
      ])
    ).toEqual([1, 3]);
    expect(pagesOf([])).toEqual([1]);
    expect(
      orderedFields([
        { type: 'input', label: 'A', page: 2 },
        { type: 'input', label: 'B' }
      ]).map((f) => f.label)
    ).toEqual(['B', 'A']);
  });

  test('each page is checked on its own before moving on', () => {
    expect(visibleOnPage(FORM, {}, 1).map((f) => f.label)).toEqual(['Name', 'Own a house?']);
    expect(checkPage(FORM, {}, 1).map((p) => [p.label, p.key])).toEqual([
      ['Name', 'forms.rule.required'],
      ['Own a house?', 'forms.rule.required']
    ]);
    expect(checkPage(FORM, { Name: 'Asha', 'Own a house?': 'No' }, 1)).toEqual([]);
    expect(checkPage(FORM, { Papers: ['Deed'] }, 2).map((p) => p.label)).toEqual(['Deed scan']);
    expect(checkPage(FORM, { Papers: ['Deed'], 'Deed scan': DOC }, 2)).toEqual([]);
  });
});

describe('checkFormResponse', () => {
  test("answers are tidied: trimmed, PAN upper-cased, ticked options in the form's order, blanks left out", () => {
    const fields: CustomFormField[] = [
      { type: 'input', label: 'PAN', inputType: 'pan' },
      { type: 'checkbox', label: 'C', options: ['A', 'B'] },
      { type: 'input', label: 'Blank' }
    ];
    expect(checkFormResponse(fields, { PAN: ' abcpe1234f ', C: ['B', 'A'], Blank: ' ' })).toEqual({
      problems: [],
      answers: { PAN: 'ABCPE1234F', C: ['A', 'B'] }
    });
  });

  test('unknown labels are named; responses must be an object', () => {
    expect(checkFormResponse(FORM, { Name: 'A', 'Own a house?': 'No', Salary: '1' }).problems).toEqual([
      { label: 'Salary', key: 'forms.rule.unknownField', params: { label: 'Salary' } }
    ]);
    for (const junk of [null, 'x', [], 7])
      expect(checkFormResponse(FORM, junk).problems.map((p) => p.key)).toEqual(['forms.rule.notObject']);
  });

  test('the file ids a response points at', () => {
    expect(fileDocumentIds(FORM, { 'Deed scan': DOC })).toEqual(['AbCdEfGhIjKlMnOpQrStUvWx']);
  });

  test('junk never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (responses) => Array.isArray(checkFormResponse(FORM, responses).problems)),
      { numRuns: 1000 }
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...FORM.map((f) => f.label)), fc.anything()), (responses) =>
        Array.isArray(checkFormResponse(FORM, responses).problems)
      ),
      { numRuns: 1000 }
    );
  });
});

describe('summariseResponses', () => {
  test('counts per option (checkbox answers each counted), min / mean / max of numbers, how many answered', () => {
    const fields: CustomFormField[] = [
      { type: 'radio', label: 'R', options: ['Yes', 'No'] },
      { type: 'checkbox', label: 'C', options: ['A', 'B'] },
      { type: 'input', label: 'N', inputType: 'number' },
      { type: 'input', label: 'T' }
    ];
    const summary = summariseResponses(fields, [
      { R: 'Yes', C: ['A', 'B'], N: '2' },
      { R: 'Yes', C: ['B'], N: '3' },
      { R: 'No', N: '5', T: 'hi' }
    ]);
    expect(summary).toEqual([
      {
        label: 'R',
        type: 'radio',
        answered: 3,
        counts: [
          { option: 'Yes', count: 2 },
          { option: 'No', count: 1 }
        ]
      },
      {
        label: 'C',
        type: 'checkbox',
        answered: 2,
        counts: [
          { option: 'A', count: 1 },
          { option: 'B', count: 2 }
        ]
      },
      { label: 'N', type: 'input', inputType: 'number', answered: 3, min: 2, mean: 3.33, max: 5 },
      { label: 'T', type: 'input', answered: 1 }
    ]);
  });
});

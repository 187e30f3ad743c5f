import fc from 'fast-check';
import { checkFormDefinition, checkFormResponse, missingRequired, type CustomFormField } from './custom-forms';

describe('checkFormDefinition', () => {
  const field = (over: Record<string, unknown> = {}) => ({ type: 'input', label: 'Full name', required: true, ...over });

  test('a sound form has no problems and comes back tidy', () => {
    const result = checkFormDefinition('KYC update', [
      field({ label: '  Full name ' }),
      { type: 'input', label: 'Date of birth', inputType: 'date' },
      { type: 'textarea', label: 'Add Narration' },
      { type: 'select', label: 'State', options: [' Karnataka ', '', 'Kerala', 7], required: true }
    ]);
    expect(result).toEqual({
      problems: [],
      fields: [
        { type: 'input', label: 'Full name', required: true, inputType: 'text' },
        { type: 'input', label: 'Date of birth', required: false, inputType: 'date' },
        { type: 'textarea', label: 'Add Narration', required: false },
        { type: 'select', label: 'State', required: true, options: ['Karnataka', 'Kerala'] }
      ]
    });
  });

  test.each([undefined, '', '   ', 42])('the name %p is asked for', (name) => {
    expect(checkFormDefinition(name, [field()]).problems).toEqual(['Please provide form name.']);
  });

  test('a name longer than 200 characters is refused', () => {
    expect(checkFormDefinition('n'.repeat(201), [field()]).problems).toEqual(['The form name is longer than 200 characters.']);
  });

  test.each([[[]], [undefined], ['input'], [{ type: 'input' }]])('fields %p: at least one field is asked for', (fields) => {
    expect(checkFormDefinition('KYC', fields).problems).toEqual(['Please add at least one field to save the form.']);
  });

  test('a missing name and no fields give both messages', () => {
    expect(checkFormDefinition('', []).problems).toEqual(['Please provide form name.', 'Please add at least one field to save the form.']);
  });

  test('each bad field is named by its position', () => {
    const result = checkFormDefinition('KYC', [
      null,
      { type: 'checkbox', label: 'Agree' },
      { type: 'input', label: '  ' },
      { type: 'input', label: 'Age', inputType: 'email' },
      { type: 'select', label: 'Colour', options: ['', '  '] },
      { type: 'select', label: 'Size' },
      { type: 'textarea', label: 'AGE' }
    ]);
    expect(result.problems).toEqual([
      'Field 1 is not a field.',
      'Field 2: type must be input, textarea or select.',
      'Field 3: a label is required.',
      'Field 4: input type must be text, date or number.',
      'Field 5: a select needs at least one option.',
      'Field 6: a select needs at least one option.',
      'Field 7: the label "AGE" is used twice.'
    ]);
  });

  test('more than 100 fields are refused', () => {
    const many = Array.from({ length: 101 }, (_, i) => field({ label: `Question ${i + 1}` }));
    expect(checkFormDefinition('Survey', many).problems).toEqual(['A form may have at most 100 fields.']);
  });

  test('junk never throws and always yields a problem or a sound form', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (name, fields) => {
      const result = checkFormDefinition(name, fields);
      return Array.isArray(result.problems) && (result.problems.length > 0 || result.fields.length > 0);
    }), { numRuns: 2000 });
    fc.assert(fc.property(fc.array(fc.dictionary(fc.constantFrom('type', 'label', 'options', 'inputType', 'required'), fc.anything())), (fields) => {
      checkFormDefinition('Junk', fields);
      return true;
    }), { numRuns: 2000 });
  });
});

describe('checkFormResponse', () => {
  const FIELDS: CustomFormField[] = [
    { type: 'input', label: 'Full name', required: true, inputType: 'text' },
    { type: 'input', label: 'Age', inputType: 'number' },
    { type: 'input', label: 'Date of birth', inputType: 'date' },
    { type: 'select', label: 'State', options: ['Karnataka', 'Kerala'], required: true },
    { type: 'textarea', label: 'Add Narration' }
  ];
  const good = { 'Full name': 'Asha Verma', Age: '42', 'Date of birth': '1982-07-15', State: 'Kerala', 'Add Narration': 'None' };

  test('a sound response has no problems; optional answers may be left out', () => {
    expect(checkFormResponse(FIELDS, good)).toEqual([]);
    expect(checkFormResponse(FIELDS, { 'Full name': 'Asha', State: 'Karnataka', Age: '' })).toEqual([]);
  });

  test('required fields left blank are listed in the renderer\'s words', () => {
    expect(checkFormResponse(FIELDS, { 'Full name': '  ' })).toEqual(['Please fill in the required fields: Full name, State']);
    expect(missingRequired(FIELDS, { State: 'Kerala' })).toEqual(['Full name']);
  });

  test.each([
    ['State', 'Goa', 'State: choose one of the options.'],
    ['Age', 'forty', 'Age: enter a number.'],
    ['Age', '4 2', 'Age: enter a number.'],
    ['Date of birth', '15/07/1982', 'Date of birth: enter a date as YYYY-MM-DD.'],
    ['Date of birth', '2023-02-29', 'Date of birth: enter a date as YYYY-MM-DD.'],
    ['Add Narration', 'x'.repeat(5001), 'Add Narration: the answer is longer than 5000 characters.']
  ])('%s answered %p is refused', (label, answer, problem) => {
    expect(checkFormResponse(FIELDS, { ...good, [label]: answer })).toEqual([problem]);
  });

  test('negative and decimal numbers are numbers', () => {
    expect(checkFormResponse(FIELDS, { ...good, Age: '-1.5' })).toEqual([]);
  });

  test('an answer to a field the form does not have is named', () => {
    expect(checkFormResponse(FIELDS, { ...good, Nickname: 'Ash' })).toEqual(['"Nickname" is not a field of this form.']);
  });

  test('an answer that is not text is refused', () => {
    expect(checkFormResponse(FIELDS, { ...good, Age: 42 })).toEqual(['Age: the answer must be text.']);
  });

  test.each([null, 'text', [], 7])('responses %p must be an object', (responses) => {
    expect(checkFormResponse(FIELDS, responses)).toEqual(['responses must be an object of answers by field label.']);
  });

  test('junk never throws', () => {
    fc.assert(fc.property(fc.anything(), (responses) => Array.isArray(checkFormResponse(FIELDS, responses))), { numRuns: 2000 });
  });
});

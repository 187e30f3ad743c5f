import fc from 'fast-check';
import { checkFieldDefinition, checkFormDefinition, indianDate, type CustomFormField } from './custom-forms';
import { translate } from './index';

const keys = (problems: { key: string }[]) => problems.map((p) => p.key);

describe('checkFormDefinition', () => {
  const field = (over: Record<string, unknown> = {}) => ({
    type: 'input',
    label: 'Full name',
    required: true,
    ...over
  });

  test('a sound form has no problems and comes back tidy, unknown settings dropped', () => {
    const result = checkFormDefinition('KYC update', [
      field({
        label: '  Full name ',
        help: ' As on your PAN ',
        placeholder: 'Asha Rao',
        minLength: '2',
        maxLength: 60,
        pattern: '[A-Za-z ]+',
        patternMessage: 'Letters only',
        colour: 'red'
      }),
      { type: 'input', label: 'Date of birth', inputType: 'date', min: '1900-01-01', max: '2026-11-23' },
      { type: 'input', label: 'Rating', inputType: 'number', min: '1', max: 5 },
      { type: 'textarea', label: 'Add Narration' },
      { type: 'select', label: 'State', options: [' Karnataka ', '', 'Kerala', 7, 'Kerala'], required: true },
      { type: 'radio', label: 'Owner?', options: ['Yes', 'No'], page: 2 },
      {
        type: 'checkbox',
        label: 'Documents',
        options: ['Aadhaar', 'PAN'],
        page: 2,
        showIf: { label: 'owner?', equals: 'Yes' }
      },
      { type: 'file', label: 'Deed', page: '2', placeholder: 'ignored', min: 3 }
    ]);
    expect(result.problems).toEqual([]);
    expect(result.fields).toEqual([
      {
        type: 'input',
        label: 'Full name',
        required: true,
        inputType: 'text',
        help: 'As on your PAN',
        placeholder: 'Asha Rao',
        minLength: 2,
        maxLength: 60,
        pattern: '[A-Za-z ]+',
        patternMessage: 'Letters only'
      },
      {
        type: 'input',
        label: 'Date of birth',
        required: false,
        inputType: 'date',
        min: '1900-01-01',
        max: '2026-11-23'
      },
      { type: 'input', label: 'Rating', required: false, inputType: 'number', min: 1, max: 5 },
      { type: 'textarea', label: 'Add Narration', required: false },
      { type: 'select', label: 'State', required: true, options: ['Karnataka', 'Kerala'] },
      { type: 'radio', label: 'Owner?', required: false, options: ['Yes', 'No'], page: 2 },
      {
        type: 'checkbox',
        label: 'Documents',
        required: false,
        options: ['Aadhaar', 'PAN'],
        page: 2,
        showIf: { label: 'Owner?', equals: 'Yes' }
      },
      { type: 'file', label: 'Deed', required: false, page: 2 }
    ]);
  });

  test.each([undefined, '', '   ', 42])('the name %p is asked for', (name) => {
    expect(checkFormDefinition(name, [field()]).problems).toEqual([{ key: 'forms.provideName' }]);
  });

  test('a name longer than 200 characters is refused', () => {
    expect(checkFormDefinition('n'.repeat(201), [field()]).problems).toEqual([
      { key: 'forms.def.nameLong', params: { max: 200 } }
    ]);
  });

  test.each([[[]], [undefined], ['input'], [{ type: 'input' }]])(
    'fields %p: at least one field is asked for',
    (fields) => {
      expect(keys(checkFormDefinition('KYC', fields).problems)).toEqual(['forms.addField']);
    }
  );

  test('each bad field is named by its position and setting, with the English message to match', () => {
    const { problems } = checkFormDefinition('KYC', [
      null,
      { type: 'slider', label: 'Agree' },
      { type: 'input', label: '  ' },
      { type: 'input', label: 'Age', inputType: 'colour' },
      { type: 'select', label: 'Colour', options: ['', '  '] },
      { type: 'checkbox', label: 'Size' },
      { type: 'textarea', label: 'AGE' },
      { type: 'input', label: 'N', inputType: 'number', min: 'ten', max: 5 },
      { type: 'input', label: 'D', inputType: 'date', min: '2026-02-30' },
      { type: 'input', label: 'R', inputType: 'number', min: 9, max: 1 },
      { type: 'input', label: 'T', minLength: -1, maxLength: 2.5 },
      { type: 'input', label: 'L', minLength: 9, maxLength: 3 },
      { type: 'input', label: 'P', pattern: '([a-z' },
      { type: 'input', label: 'H', help: 'h'.repeat(301) },
      { type: 'input', label: 'G', page: 0 },
      { type: 'input', label: 'S', showIf: { label: 'N' } }
    ]);
    expect(problems.map((p) => [p.field, p.prop, p.key])).toEqual([
      [1, undefined, 'forms.def.notField'],
      [2, 'type', 'forms.def.type'],
      [3, 'label', 'forms.def.label'],
      [4, 'inputType', 'forms.def.inputType'],
      [5, 'options', 'forms.def.options'],
      [6, 'options', 'forms.def.options'],
      [7, 'label', 'forms.def.labelTwice'],
      [8, 'min', 'forms.def.boundNumber'],
      [9, 'min', 'forms.def.boundDate'],
      [10, 'max', 'forms.def.minAboveMax'],
      [11, 'minLength', 'forms.def.length'],
      [11, 'maxLength', 'forms.def.length'],
      [12, 'maxLength', 'forms.def.minAboveMax'],
      [13, 'pattern', 'forms.def.pattern'],
      [14, 'help', 'forms.def.text'],
      [15, 'page', 'forms.def.page'],
      [16, 'showIf', 'forms.def.showIf']
    ]);
    expect(translate('en', problems[6].key, problems[6].params)).toBe('Field 7: the label "AGE" is used twice.');
  });

  test('showIf must name an earlier field on its page or before, and one of its options', () => {
    const later = checkFormDefinition('F', [
      { type: 'input', label: 'A', showIf: { label: 'B', equals: 'x' } },
      { type: 'radio', label: 'B', options: ['x'] }
    ]);
    expect(later.problems).toEqual([
      { key: 'forms.def.showIfBefore', params: { n: 1, label: 'B' }, field: 1, prop: 'showIf' }
    ]);
    const laterPage = checkFormDefinition('F', [
      { type: 'radio', label: 'B', options: ['x'], page: 2 },
      { type: 'input', label: 'A', showIf: { label: 'B', equals: 'x' } }
    ]);
    expect(keys(laterPage.problems)).toEqual(['forms.def.showIfBefore']);
    const self = checkFormDefinition('F', [{ type: 'input', label: 'A', showIf: { label: 'A', equals: 'x' } }]);
    expect(keys(self.problems)).toEqual(['forms.def.showIfBefore']);
    const option = checkFormDefinition('F', [
      { type: 'radio', label: 'B', options: ['Yes', 'No'] },
      { type: 'input', label: 'A', showIf: { label: 'B', equals: 'Maybe' } }
    ]);
    expect(option.problems).toEqual([
      { key: 'forms.def.showIfOption', params: { n: 2, label: 'B' }, field: 2, prop: 'showIf' }
    ]);
    const onFile = checkFormDefinition('F', [
      { type: 'file', label: 'B' },
      { type: 'input', label: 'A', showIf: { label: 'B', equals: 'x' } }
    ]);
    expect(keys(onFile.problems)).toEqual(['forms.def.showIf']);
    const onText = checkFormDefinition('F', [
      { type: 'input', label: 'B' },
      { type: 'input', label: 'A', showIf: { label: 'B', equals: 'yes' } }
    ]);
    expect(onText.problems).toEqual([]);
  });

  test('more than 100 fields are refused', () => {
    const many = Array.from({ length: 101 }, (_, i) => field({ label: `Question ${i + 1}` }));
    expect(keys(checkFormDefinition('Survey', many).problems)).toEqual(['forms.def.tooMany']);
  });

  test('the field editor gets the problems of one field only', () => {
    const fields: CustomFormField[] = [{ type: 'radio', label: 'Owner?', options: ['Yes', 'No'] }];
    expect(
      checkFieldDefinition({ type: 'input', label: 'Since', showIf: { label: 'Owner?', equals: 'Yes' } }, 1, fields)
    ).toEqual([]);
    expect(
      keys(checkFieldDefinition({ type: 'input', label: 'Since', inputType: 'number', min: 5, max: 1 }, 1, fields))
    ).toEqual(['forms.def.minAboveMax']);
  });

  test('dates in messages are written India style', () => {
    expect(indianDate('2026-03-05')).toBe('5 Mar 2026');
    expect(indianDate('junk')).toBe('junk');
  });

  test('junk never throws and always yields a problem or a sound form', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (name, fields) => {
        const result = checkFormDefinition(name, fields);
        return Array.isArray(result.problems) && (result.problems.length > 0 || result.fields.length > 0);
      }),
      { numRuns: 1000 }
    );
    const props = [
      'type',
      'label',
      'options',
      'inputType',
      'required',
      'min',
      'max',
      'minLength',
      'maxLength',
      'pattern',
      'help',
      'showIf',
      'page'
    ];
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.constantFrom(...props), fc.anything())), (fields) => {
        checkFormDefinition('Junk', fields);
        return true;
      }),
      { numRuns: 1000 }
    );
  });
});

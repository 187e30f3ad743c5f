import { csvCell, csvLabels } from '../csv';

test.each([
  ['plain', 'plain'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\r\nlines', '"two\r\nlines"'],
  ['=1+1', "'=1+1"],
  ['+91 98765', "'+91 98765"],
  ['-2', "'-2"],
  ['@cmd', "'@cmd"],
  ['\tx', "'\tx"],
  ['=a,b', `"'=a,b"`],
  [undefined, ''],
  [null, '']
])('csvCell(%j) is %j', (value, cell) => {
  expect(csvCell(value)).toBe(cell);
});

test('labels of every version, the newest version first', () => {
  const labels = csvLabels([
    {
      version: 1,
      fields: [
        { type: 'input', label: 'A' },
        { type: 'input', label: 'B' }
      ]
    },
    {
      version: 2,
      fields: [
        { type: 'input', label: 'C' },
        { type: 'input', label: 'A' }
      ]
    }
  ]);
  expect(labels).toEqual(['C', 'A', 'B']);
});

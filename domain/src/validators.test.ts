import fc from 'fast-check';
import { FORMATS } from './formats';
import {
  gstinCheckChar,
  isAadhaar,
  isAge,
  isAmount,
  isDigits,
  isDin,
  isEmail,
  isGstin,
  isIfsc,
  isIsoDate,
  isMobile,
  isPan,
  isPinCode,
  isTan,
  maskAadhaar,
  verhoeffValid
} from './validators';

/** Runs a value through its format rule the way a form does: tidy it, then test it. */
const passes = (rule: keyof typeof FORMATS, typed: string) => FORMATS[rule].test(FORMATS[rule].normalise(typed));

const ALNUM36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTIN check character, written from the published description: Luhn mod 36 walking from the right. */
function referenceGstinCheck(first14: string): string {
  let factor = 2;
  let total = 0;
  for (let i = first14.length - 1; i >= 0; i--) {
    const addend = factor * ALNUM36.indexOf(first14[i]);
    total += Math.floor(addend / 36) + (addend % 36);
    factor = factor === 2 ? 1 : 2;
  }
  return ALNUM36[(36 - (total % 36)) % 36];
}

/**
 * Verhoeff built from its definition rather than copied tables: the dihedral group D5
 * (0-4 rotations, 5-9 reflections), the permutation (1 5 7 6 2 8 3 0 9 4) and its powers.
 */
const dihedral = (j: number, k: number): number => {
  if (j < 5) return k < 5 ? (j + k) % 5 : 5 + ((j + k) % 5);
  return k < 5 ? 5 + ((j - k + 5) % 5) : (j - k + 5) % 5;
};
const inverse = (j: number): number => (j < 5 ? (5 - j) % 5 : j);
const P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const permute = (times: number, digit: number): number => {
  let d = digit;
  for (let t = 0; t < times % 8; t++) d = P1[d];
  return d;
};
function referenceVerhoeffDigit(payload: string): string {
  let c = 0;
  const reversed = payload.split('').reverse();
  reversed.forEach((ch, i) => {
    c = dihedral(c, permute(i + 1, Number(ch)));
  });
  return String(inverse(c));
}
const withVerhoeff = (payload: string) => payload + referenceVerhoeffDigit(payload);

const PAN_HOLDER_TYPES = ['A', 'B', 'C', 'F', 'G', 'H', 'L', 'J', 'P', 'T', 'E'];

describe('PAN', () => {
  test.each(PAN_HOLDER_TYPES)('accepts holder type %s as the fourth letter', (t) => {
    expect(isPan(`AAB${t}K1234Z`)).toBe(true);
  });

  test.each('DIKMNOQRSUVWXYZ'.split(''))('refuses %s as the fourth letter', (t) => {
    expect(isPan(`AAB${t}K1234Z`)).toBe(false);
  });

  test.each(['ABCPE1234', 'ABCPE12345', 'ABCP31234F', '1BCPE1234F', 'ABCPE1234FF', 'ABCPEA234F', ''])(
    'refuses the malformed %p',
    (v) => {
      expect(isPan(v)).toBe(false);
    }
  );

  test('lowercase and surrounding spaces are tidied before the check', () => {
    expect(isPan('abcpe1234f')).toBe(false);
    expect(FORMATS.pan.normalise('  abcpe1234f ')).toBe('ABCPE1234F');
    expect(passes('pan', '  abcpe1234f ')).toBe(true);
    expect(passes('pan', 'abcde1234f')).toBe(false);
  });
});

describe('TAN', () => {
  test.each(['DELA12345B', 'MUMR00001Z', 'BLRS99999A'])('accepts %s', (v) => expect(isTan(v)).toBe(true));
  test.each(['DEL123456B', 'DELA1234B', 'DELA123456', 'DELA12345BB', 'D3LA12345B'])('refuses %s', (v) =>
    expect(isTan(v)).toBe(false)
  );
  test('lowercase is tidied', () => expect(passes('tan', ' dela12345b')).toBe(true));
});

describe('IFSC', () => {
  test.each(['SBIN0001234', 'HDFC0ABC123', 'ICIC0000001'])('accepts %s', (v) => expect(isIfsc(v)).toBe(true));
  test.each(['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345', 'SBIN0-01234'])('refuses %s', (v) =>
    expect(isIfsc(v)).toBe(false)
  );
  test('lowercase is tidied', () => expect(passes('ifsc', 'sbin0001234 ')).toBe(true));
});

describe('DIN', () => {
  test.each(['01234567', '00000001', '98765432'])('accepts %s', (v) => expect(isDin(v)).toBe(true));
  test.each(['1234567', '123456789', '0123456A', ' 01234567x'])('refuses %s', (v) => expect(isDin(v)).toBe(false));
});

describe('PIN code', () => {
  test.each(['560001', '110001', '999999'])('accepts %s', (v) => expect(isPinCode(v)).toBe(true));
  test.each(['060001', '56001', '5600011', '56000A'])('refuses %s', (v) => expect(isPinCode(v)).toBe(false));
});

describe('mobile', () => {
  test.each([
    '9876543210',
    '6000000000',
    '7123456789',
    '8123456789',
    '+919876543210',
    '+91 9876543210',
    '+91-9876543210'
  ])('accepts %s', (v) => {
    expect(isMobile(v)).toBe(true);
  });
  test.each([
    '5876543210',
    '+915876543210',
    '0987654321',
    '987654321',
    '98765432100',
    '+9298765 43210',
    '+91 5876543210'
  ])('refuses %s', (v) => {
    expect(passes('mobile', v)).toBe(false);
  });
  test.each(['+91 98765 43210', '98765-43210', ' 98765 43210 '])(
    'spaces and dashes between groups are tidied: %p',
    (v) => {
      expect(passes('mobile', v)).toBe(true);
    }
  );
});

describe('email', () => {
  test.each(['a@b.in', 'first.last+tag@mail.example.co.in', 'DIRECTOR@Company.COM'])('accepts %s', (v) =>
    expect(isEmail(v)).toBe(true)
  );
  test.each(['a@b', 'a b@c.in', '@c.in', 'a@@b.in', 'a@.in', 'a@b..in', 'a@b.in.', 'plain'])('refuses %s', (v) =>
    expect(isEmail(v)).toBe(false)
  );
  test('refuses an address longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(246)}@mail.in`)).toBe(true);
    expect(isEmail(`${'a'.repeat(247)}@mail.in`)).toBe(false);
  });
});

describe('GSTIN', () => {
  const PUBLIC_GSTINS = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];

  test.each(PUBLIC_GSTINS)('the reference Luhn mod 36 agrees that %s is well-formed, and so does isGstin', (g) => {
    expect(referenceGstinCheck(g.slice(0, 14))).toBe(g[14]);
    expect(isGstin(g)).toBe(true);
  });

  test.each(PUBLIC_GSTINS)('%s with any other check character is refused', (g) => {
    for (const wrong of ALNUM36.replace(g[14], '')) expect(isGstin(g.slice(0, 14) + wrong)).toBe(false);
  });

  test('gstinCheckChar agrees with the reference on many generated numbers', () => {
    const body = fc.string({ unit: fc.constantFrom(...ALNUM36.split('')), minLength: 14, maxLength: 14 });
    fc.assert(
      fc.property(body, (b) => gstinCheckChar(b) === referenceGstinCheck(b)),
      { numRuns: 2000 }
    );
  });

  test('every state code from 01 to 38 (38 is Ladakh) and 97 is accepted with a right check character', () => {
    const codes = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97'];
    for (const code of codes) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(isGstin(first14 + referenceGstinCheck(first14))).toBe(true);
    }
  });

  test.each(['00', '39', '50', '96', '98', '99'])(
    'state code %s is refused even with a right check character',
    (code) => {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(isGstin(first14 + referenceGstinCheck(first14))).toBe(false);
    }
  );

  test.each([
    ['a PAN with a wrong holder type', '27AAPXU0939F1Z'],
    ['entity number 0', '27AAPFU0939F0Z'],
    ['a 14th character other than Z', '27AAPFU0939F1Y']
  ])('refuses %s even with a right check character', (_why, first14) => {
    expect(isGstin(first14 + referenceGstinCheck(first14))).toBe(false);
  });

  test('lowercase is tidied, wrong lengths are refused', () => {
    expect(passes('gstin', ' 27aapfu0939f1zv ')).toBe(true);
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isGstin('27AAPFU0939F1ZVV')).toBe(false);
  });
});

describe('Aadhaar', () => {
  const payloads = ['23456789012', '98765432101', '50000000000', '21436587092', '77777777777'];

  test('the reference generator agrees with published Verhoeff examples', () => {
    expect(referenceVerhoeffDigit('236')).toBe('3');
    expect(referenceVerhoeffDigit('12345')).toBe('1');
    expect(referenceVerhoeffDigit('123456789012')).toBe('0');
  });

  test.each(payloads)('accepts %s followed by its Verhoeff check digit', (p) => {
    const aadhaar = withVerhoeff(p);
    expect(verhoeffValid(aadhaar)).toBe(true);
    expect(isAadhaar(aadhaar)).toBe(true);
  });

  test('accepts the grouped form 1234 5678 9012 as typed', () => {
    const a = withVerhoeff('23456789012');
    expect(passes('aadhaar', `${a.slice(0, 4)} ${a.slice(4, 8)} ${a.slice(8)}`)).toBe(true);
  });

  test.each(payloads)('%s with any wrong check digit is refused', (p) => {
    const right = referenceVerhoeffDigit(p);
    for (const d of '0123456789'.replace(right, '')) expect(isAadhaar(p + d)).toBe(false);
  });

  test('swapping two neighbouring different digits is refused', () => {
    const a = withVerhoeff('23456789012');
    for (let i = 0; i < 11; i++) {
      if (a[i] === a[i + 1]) continue;
      const swapped = a.slice(0, i) + a[i + 1] + a[i] + a.slice(i + 2);
      if (swapped[0] === '0' || swapped[0] === '1') continue;
      expect(isAadhaar(swapped)).toBe(false);
    }
  });

  test('generated numbers starting 2 to 9 pass, those starting 0 or 1 are refused although their check digit is right', () => {
    const payload = fc.tuple(
      fc.integer({ min: 0, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 })
    );
    fc.assert(
      fc.property(payload, ([first, rest]) => {
        const number = withVerhoeff(`${first}${rest.join('')}`);
        return verhoeffValid(number) && isAadhaar(number) === first >= 2;
      }),
      { numRuns: 2000 }
    );
  });

  test.each(['12345678901', '2345678901234', '2345 6789 01A3', ''])('refuses the malformed %p', (v) => {
    expect(isAadhaar(v)).toBe(false);
  });

  test('maskAadhaar shows only the last four digits', () => {
    expect(maskAadhaar('2345 6789 0124')).toBe('XXXX XXXX 0124');
    expect(maskAadhaar('234567890124')).toBe('XXXX XXXX 0124');
  });
});

describe('digits, amounts, ages and dates', () => {
  test('digits', () => {
    expect(isDigits('00123456789')).toBe(true);
    expect(isDigits('12-34')).toBe(false);
    expect(isDigits('1'.repeat(31))).toBe(false);
    expect(passes('digits', '1234 5678 9012')).toBe(true);
  });

  test('amounts in rupees, written the Indian way', () => {
    expect(isAmount('150000')).toBe(true);
    expect(isAmount('1500.50')).toBe(true);
    expect(isAmount('1.234')).toBe(false);
    expect(isAmount('-5')).toBe(false);
    expect(FORMATS.amount.normalise('₹ 1,50,000.50')).toBe('150000.50');
    expect(passes('amount', '₹1,50,000')).toBe(true);
  });

  test('ages from 18 to 120', () => {
    expect([isAge('17'), isAge('18'), isAge('120'), isAge('121'), isAge('3O')]).toEqual([
      false,
      true,
      true,
      false,
      false
    ]);
  });

  test('dates that exist, written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('01-04-2024')).toBe(false);
  });
});

test('every format rule turns away any string without throwing', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...(Object.keys(FORMATS) as (keyof typeof FORMATS)[])),
      fc.string({ maxLength: 300 }),
      (rule, v) => {
        return typeof passes(rule, v) === 'boolean';
      }
    ),
    { numRuns: 3000 }
  );
});

import type { FormatRule } from './catalogue/types';
import type { MessageKey } from './messages/en';
import {
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
  isTan
} from './validators';

/** Each format rule: how to tidy what was typed, the check, and the message under the field. */
export const FORMATS: Record<
  FormatRule,
  { normalise: (v: string) => string; test: (v: string) => boolean; message: MessageKey }
> = {
  pan: { normalise: (v) => v.trim().toUpperCase(), test: isPan, message: 'format.pan' },
  gstin: { normalise: (v) => v.trim().toUpperCase(), test: isGstin, message: 'format.gstin' },
  tan: { normalise: (v) => v.trim().toUpperCase(), test: isTan, message: 'format.tan' },
  ifsc: { normalise: (v) => v.trim().toUpperCase(), test: isIfsc, message: 'format.ifsc' },
  aadhaar: { normalise: (v) => v.replace(/\s/g, ''), test: isAadhaar, message: 'format.aadhaar' },
  din: { normalise: (v) => v.trim(), test: isDin, message: 'format.din' },
  mobile: { normalise: (v) => v.replace(/[\s-]/g, ''), test: isMobile, message: 'format.mobile' },
  pin: { normalise: (v) => v.trim(), test: isPinCode, message: 'format.pin' },
  email: { normalise: (v) => v.trim(), test: isEmail, message: 'format.email' },
  digits: { normalise: (v) => v.replace(/\s/g, ''), test: isDigits, message: 'format.digits' },
  amount: { normalise: (v) => v.replace(/[,\s₹]/g, ''), test: isAmount, message: 'format.amount' },
  age: { normalise: (v) => v.trim(), test: isAge, message: 'format.age' },
  date: { normalise: (v) => v.trim(), test: isIsoDate, message: 'format.date' }
};

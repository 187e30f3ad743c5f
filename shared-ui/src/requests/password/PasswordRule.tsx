import { useEffect, useState } from 'react';
import { PASSWORD_RULES, type MessageKey, type Role } from '@gia/domain';
import { useT } from '@gia/shared-ui';
import { registerIdentityTexts } from '../identity-texts';

// The rule is an identity text, which is not part of the landing page's catalogue.
registerIdentityTexts();

type Score = 0 | 1 | 2 | 3 | 4;

/**
 * The rule for a new password, said under the field before the person submits, and once they type,
 * how strong it is by the same measure the server applies (its dictionaries load only then). Its own entry,
 * `@gia/shared-ui/requests/password-rule`, for the shell's sign-up and password screens and the admin's new-admin form.
 */
export function PasswordRule({
  role,
  password,
  personal = []
}: {
  role: Role | 'any';
  password: string;
  personal?: readonly string[];
}) {
  const t = useT();
  // 'any': the account's kind is not known (a reset link), so both rules are said; the meter judges by the first.
  const rule = PASSWORD_RULES[role === 'any' ? 'customer' : role];
  const [score, setScore] = useState<Score | null>(null);
  const personalKey = personal.join('\n');

  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let current = true;
    // Measured once typing pauses, not on every key.
    const timer = setTimeout(() => {
      void import(/* webpackChunkName: "password-strength" */ './password-strength').then(({ passwordScore }) => {
        if (current) setScore(passwordScore(password, personalKey.split('\n')));
      });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, personalKey]);

  const enough = score !== null && score >= rule.minScore && password.length >= rule.minLength;
  return (
    <>
      {t(role === 'admin' ? 'identity.passwordRuleAdmin' : 'identity.passwordRule', { min: rule.minLength })}
      {role === 'any' && ` ${t('identity.passwordRuleAdmin', { min: PASSWORD_RULES.admin.minLength })}`}
      {score !== null && (
        <span className={`gia-strength gia-strength-${enough ? 'ok' : 'weak'}`} aria-live="polite">
          {' '}
          {t('identity.passwordStrength', { level: t(`identity.strength.${score}` as MessageKey) })}
        </span>
      )}
    </>
  );
}

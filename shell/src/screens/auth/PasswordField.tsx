import { useState } from 'react';
import { Button, TextField, useT, type TextFieldProps } from '@gia/shared-ui';

/**
 * A password input with a show/hide toggle next to it. With a hint (the rule for a new password), the
 * toggle goes under the field, so the rule reads at full width on a phone.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const stacked = props.hint !== undefined;
  return (
    <div className="gia-password" style={stacked ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}>
      <TextField {...props} type={shown ? 'text' : 'password'} />
      <Button
        variant="secondary"
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
        style={stacked ? { marginTop: 0, alignSelf: 'flex-start' } : undefined}
      >
        {shown ? t('auth.hidePassword') : t('auth.showPassword')}
      </Button>
    </div>
  );
}

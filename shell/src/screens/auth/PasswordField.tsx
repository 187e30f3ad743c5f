import { useState } from 'react';
import { Button, TextField, useT, type TextFieldProps } from '@gia/shared-ui';

/** A password input with a show/hide toggle next to it. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className="gia-password">
      <TextField {...props} type={shown ? 'text' : 'password'} />
      <Button variant="secondary" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        {shown ? t('auth.hidePassword') : t('auth.showPassword')}
      </Button>
    </div>
  );
}

import type { PasswordInputProps } from '@mantine/core';
import { LIMITS } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

type TFieldProps = Pick<PasswordInputProps, 'value' | 'onChange' | 'onBlur' | 'error'>;

/**
 * A new password with its rules hint and the field that repeats it, as registration, reset and the
 * profile's password change all ask. The caller lays them out (stacked or side by side).
 */
export function NewPasswordFields(props: {
  label: string;
  repeatLabel: string;
  password: TFieldProps;
  repeat: TFieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={props.label}
        description={t('auth:hints.password', { min: LIMITS.passwordMin })}
        autoComplete="new-password"
        required
        maxLength={LIMITS.passwordMax}
        {...props.password}
      />
      <PasswordField
        label={props.repeatLabel}
        autoComplete="new-password"
        required
        maxLength={LIMITS.passwordMax}
        {...props.repeat}
      />
    </>
  );
}

import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { ZResetPasswordRequest } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IconAlert, IconCheck } from '../../../components/icons';
import { messageForError, type TMessage, validateWithSchema } from '../../../lib/forms/field-error';
import { repeats, useZodForm } from '../../../lib/forms/use-zod-form';
import { ApiError } from '../../../lib/http';
import { authApi } from '../api/auth-api';
import { formErrorsFrom } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';

type TState = 'form' | 'done' | 'badToken';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [state, setState] = useState<TState>(token ? 'form' : 'badToken');
  const [formError, setFormError] = useState<TMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useZodForm({
    initialValues: { password: '', confirm_password: '' },
    validators: {
      password: (value) => validateWithSchema(ZResetPasswordRequest.shape.password, value),
      confirm_password: repeats('password'),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setFormError(null);
    setSubmitting(true);
    try {
      await authApi.resetPassword({ token, password });
      setState('done');
    } catch (error) {
      if (error instanceof ApiError && error.field === 'token') {
        setState('badToken');
      } else {
        const errors = formErrorsFrom(error, ['password'] as const, messageForError(error));
        if (errors.fields.password) form.setFieldError('password', errors.fields.password);
        setFormError(errors.form);
      }
    } finally {
      setSubmitting(false);
    }
  });

  const loginLink = (
    <Anchor component={Link} to="/login" fw={600}>
      {t('auth:forgot.backToLogin')}
    </Anchor>
  );

  if (state === 'done') {
    return (
      <AuthCard pageTitle={t('auth:reset.pageTitle')} title={t('auth:reset.successTitle')}>
        <Alert color="teal" variant="light" icon={<IconCheck size={20} />} role="status">
          {t('auth:reset.success')}
        </Alert>
        <Button component={Link} to="/login" size="md" fullWidth>
          {t('auth:reset.goToLogin')}
        </Button>
      </AuthCard>
    );
  }

  if (state === 'badToken') {
    return (
      <AuthCard pageTitle={t('auth:reset.pageTitle')} title={t('auth:reset.title')} footer={loginLink}>
        <Alert color="orange" variant="light" icon={<IconAlert size={20} />}>
          <Text size="sm">{t(token ? 'auth:reset.invalidToken' : 'auth:reset.missingToken')}</Text>
        </Alert>
        <Button component={Link} to="/forgot-password" size="md" fullWidth>
          {t('auth:reset.requestNew')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      pageTitle={t('auth:reset.pageTitle')}
      title={t('auth:reset.title')}
      subtitle={t('auth:reset.subtitle')}
      footer={loginLink}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <NewPasswordFields
            label={t('auth:fields.newPassword')}
            repeatLabel={t('auth:fields.confirmPassword')}
            password={form.getInputProps('password')}
            repeat={form.getInputProps('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t('auth:reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

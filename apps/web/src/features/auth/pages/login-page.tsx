import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IconClock, IconSchool } from '../../../components/icons';
import type { TMessage } from '../../../lib/forms/field-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { joinCodeOfReturnUrl, withReturnUrl } from '../../../lib/routing/return-url';
import { useAuth } from '../auth-context';
import { loginErrorMessage } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';

// The contract's checks come with zod, which the login page's first load goes without: they are fetched
// as soon as the form is on screen.
const fetchValidators = () => import('../login-validators').then((module) => module.loginValidators);

export default function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<TMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useZodForm({
    initialValues: { email: '', password: '' },
    validators: fetchValidators,
  });
  const timedOut = searchParams.get('reason') === 'session_timeout';
  const returnUrl = searchParams.get('returnUrl');
  const inviteCode = joinCodeOfReturnUrl(returnUrl);

  // On success the route guard moves on: to the page that sent the visitor here, else the role's home.
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setSubmitting(true);
    try {
      await login(values);
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setSubmitting(false);
    }
  });

  return (
    <AuthCard
      pageTitle={t('auth:login.pageTitle')}
      title={t('auth:login.title')}
      subtitle={t('auth:login.subtitle')}
      footer={
        <>
          {t('auth:login.noAccount')}{' '}
          <Anchor component={Link} to={withReturnUrl('/register', inviteCode ? returnUrl : null)} fw={600}>
            {t('auth:login.registerLink')}
          </Anchor>
        </>
      }
    >
      {timedOut ? (
        <Alert color="orange" variant="light" icon={<IconClock size={20} />}>
          {t('auth:login.sessionTimeout')}
        </Alert>
      ) : null}
      {inviteCode ? (
        <Alert color="lagoon" variant="light" icon={<IconSchool size={20} />} title={t('auth:invite.title')}>
          {t('auth:invite.login')}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label={t('auth:fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          <Stack gap={6}>
            <PasswordField
              label={t('auth:fields.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('auth:login.forgotPassword')}
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t('auth:login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

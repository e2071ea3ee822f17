import { Alert, Anchor, Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LIMITS, ZRegisterRequest } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IconSchool } from '../../../components/icons';
import { type TMessage, validateWithSchema } from '../../../lib/forms/field-error';
import { repeats, useZodForm } from '../../../lib/forms/use-zod-form';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { joinCodeOfReturnUrl, withReturnUrl } from '../../../lib/routing/return-url';
import { useAuth } from '../auth-context';
import { formErrorsFrom } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';

const SERVER_FIELDS = ['username', 'email', 'password', 'first_name', 'last_name', 'role'] as const;
type TRole = 'student' | 'tutor';

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const { register } = useAuth();
  const [searchParams] = useSearchParams();
  const returnUrl = searchParams.get('returnUrl');
  // Through a tutor's invite link: a student account, joined to the tutor right after (see /join/:code).
  const inviteCode = joinCodeOfReturnUrl(returnUrl);
  const [chosenRole, setRole] = useState<TRole>('student');
  const role: TRole = inviteCode ? 'student' : chosenRole;
  const [formError, setFormError] = useState<TMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const shape = ZRegisterRequest.shape;
  const form = useZodForm({
    initialValues: {
      first_name: '',
      last_name: '',
      username: '',
      email: '',
      password: '',
      confirm_password: '',
    },
    validators: {
      first_name: (value) => validateWithSchema(shape.first_name, value),
      last_name: (value) => validateWithSchema(shape.last_name, value),
      username: (value) => validateWithSchema(shape.username, value),
      email: (value) => validateWithSchema(shape.email, value),
      password: (value) => validateWithSchema(shape.password, value),
      confirm_password: repeats('password'),
    },
  });

  const submit = form.onSubmit(async ({ confirm_password: _confirm, ...values }) => {
    setFormError(null);
    setSubmitting(true);
    try {
      // Success signs the user in; the route guard then opens their dashboard.
      await register({ ...values, role, preferred_language: currentLanguage(i18n) });
    } catch (error) {
      const errors = formErrorsFrom(error, SERVER_FIELDS, { key: 'auth:register.failed' });
      for (const [field, message] of Object.entries(errors.fields)) {
        if (field !== 'role') form.setFieldError(field as keyof typeof form.values, message ?? null);
      }
      setFormError(errors.form ?? errors.fields.role ?? null);
      setSubmitting(false);
    }
  });

  return (
    <AuthCard
      pageTitle={t('auth:register.pageTitle')}
      title={t('auth:register.title')}
      subtitle={t('auth:register.subtitle')}
      footer={
        <>
          {t('auth:register.haveAccount')}{' '}
          <Anchor component={Link} to={withReturnUrl('/login', returnUrl)} fw={600}>
            {t('auth:register.loginLink')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          {inviteCode ? (
            <Alert
              color="lagoon"
              variant="light"
              icon={<IconSchool size={20} />}
              title={t('auth:invite.title')}
            >
              {t('auth:invite.register')}
            </Alert>
          ) : (
            <Radio.Group
              label={t('auth:fields.role')}
              value={role}
              onChange={(value) => setRole(value as TRole)}
            >
              <Group gap="xl" mt={6}>
                <Radio value="student" label={t('auth:register.roleStudent')} />
                <Radio value="tutor" label={t('auth:register.roleTutor')} />
              </Group>
            </Radio.Group>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('auth:fields.firstName')}
              autoComplete="given-name"
              required
              maxLength={LIMITS.nameMax}
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('auth:fields.lastName')}
              autoComplete="family-name"
              required
              maxLength={LIMITS.nameMax}
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('auth:fields.username')}
            description={t('auth:hints.username', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={LIMITS.usernameMax}
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('auth:fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          <NewPasswordFields
            label={t('auth:fields.password')}
            repeatLabel={t('auth:fields.confirmPassword')}
            password={form.getInputProps('password')}
            repeat={form.getInputProps('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t('auth:register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ZForgotPasswordRequest } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconMail } from '../../../components/icons';
import { messageForError, type TMessage, validateWithSchema } from '../../../lib/forms/field-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { authApi } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<TMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useZodForm({
    initialValues: { email: '' },
    validators: { email: (value) => validateWithSchema(ZForgotPasswordRequest.shape.email, value) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFormError(null);
    setSubmitting(true);
    try {
      await authApi.forgotPassword({ email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      setFormError(messageForError(error));
    } finally {
      setSubmitting(false);
    }
  });

  const backToLogin = (
    <Anchor component={Link} to="/login" fw={600}>
      {t('auth:forgot.backToLogin')}
    </Anchor>
  );

  return (
    <AuthCard
      pageTitle={t('auth:forgot.pageTitle')}
      title={t('auth:forgot.title')}
      subtitle={sentTo ? undefined : t('auth:forgot.subtitle')}
      footer={backToLogin}
    >
      {sentTo ? (
        <Alert
          color="lagoon"
          variant="light"
          icon={<IconMail size={20} />}
          title={t('auth:forgot.sentTitle')}
          role="status"
        >
          <Text size="sm">{t('auth:forgot.sent', { email: sentTo })}</Text>
        </Alert>
      ) : (
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
            <Button type="submit" size="md" fullWidth loading={submitting}>
              {t('auth:forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

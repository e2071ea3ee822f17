import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { ZAcceptInvitationRequest } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IconAlert } from '../../../components/icons';
import { showToast } from '../../../components/toast';
import { messageForError, type TMessage, validateWithSchema } from '../../../lib/forms/field-error';
import { repeats, useZodForm } from '../../../lib/forms/use-zod-form';
import { ApiError } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { lithuanianVocative } from '../../../lib/i18n/vocative';
import { useAuth } from '../auth-context';
import { formErrorsFrom } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';

/**
 * The link of an invitation e-mail (an account an admin created): the person chooses their first
 * password and is logged in, landing on their home page. A link that is incomplete, used or past its
 * 7 days says so and who can send a new one.
 */
export default function AcceptInvitationPage() {
  const { t, i18n } = useTranslation();
  const { acceptInvitation } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [badToken, setBadToken] = useState(token === '');
  const [formError, setFormError] = useState<TMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useZodForm({
    initialValues: { password: '', confirm_password: '' },
    validators: {
      password: (value) => validateWithSchema(ZAcceptInvitationRequest.shape.password, value),
      confirm_password: repeats('password'),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const user = await acceptInvitation({ token, password });
      // "Sveiki, Gintare!": a greeting calls the person by their first name, in the vocative in Lithuanian.
      const name = currentLanguage(i18n) === 'lt' ? lithuanianVocative(user.first_name) : user.first_name;
      showToast(t, 'teal', t('auth:invitation.welcome', { name }));
      // "/" leads a logged-in person to their role's home.
      navigate('/', { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.field === 'token') {
        setBadToken(true);
        return;
      }
      const errors = formErrorsFrom(error, ['password'] as const, messageForError(error));
      if (errors.fields.password) form.setFieldError('password', errors.fields.password);
      setFormError(errors.form);
    }
  });

  const loginLink = (
    <Anchor component={Link} to="/login" fw={600}>
      {t('auth:invitation.haveAccount')}
    </Anchor>
  );

  if (badToken) {
    return (
      <AuthCard
        pageTitle={t('auth:invitation.pageTitle')}
        title={t('auth:invitation.badLinkTitle')}
        footer={loginLink}
      >
        <Alert color="orange" variant="light" icon={<IconAlert size={20} />}>
          <Stack gap={6}>
            <Text size="sm">
              {t(token ? 'auth:invitation.invalidToken' : 'auth:invitation.missingToken')}
            </Text>
            <Text size="sm">{t('auth:invitation.askAdmin')}</Text>
          </Stack>
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      pageTitle={t('auth:invitation.pageTitle')}
      title={t('auth:invitation.title')}
      subtitle={t('auth:invitation.subtitle')}
      footer={loginLink}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <NewPasswordFields
            label={t('auth:fields.password')}
            repeatLabel={t('auth:fields.confirmPassword')}
            password={form.getInputProps('password')}
            repeat={form.getInputProps('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t('auth:invitation.submit')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('auth:invitation.validity')}
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Language, LIMITS, type TAdminUser, ZCreateAccountRequest } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconMail } from '../../../components/icons';
import { showToast } from '../../../components/toast';
import { type TMessage, validateWithSchema } from '../../../lib/forms/field-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useCreateAccount } from './api/account-actions';
import { InvitationLanguageField } from './invitation-language-field';
import { createAccountFieldError, refusalMessage } from './refusal-message';

type TCreatableRole = 'student' | 'tutor';

export type TCreateAccountDialogProps = {
  opened: boolean;
  onClose(): void;
  defaultRole?: TCreatableRole;
  /** The role cannot be changed (a tutor created from the tutors' page). */
  lockRole?: boolean;
  /** A student created from a tutor's page is linked to that tutor at once. */
  tutorId?: number;
  onCreated?(user: TAdminUser): void;
};

/**
 * The admin creates a student's or a tutor's account; the person gets an invitation e-mail whose link
 * lets them set their own password. Checked with the contract's schema before it is sent; the server's
 * refusals (an e-mail already in use) are shown under their field.
 */
export function CreateAccountDialog(props: TCreateAccountDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const create = useCreateAccount();
  const close = () => {
    if (create.isPending) return;
    create.reset();
    props.onClose();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={t('home:adminUsers.create.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {/* Mounted while open only, so every opening starts with an empty form. */}
      {props.opened ? <CreateAccountForm {...props} create={create} onClose={close} /> : null}
    </Modal>
  );
}

const shape = ZCreateAccountRequest.shape;

function CreateAccountForm({
  defaultRole = 'student',
  lockRole = false,
  tutorId,
  onCreated,
  onClose,
  create,
}: TCreateAccountDialogProps & { create: ReturnType<typeof useCreateAccount> }) {
  const { t, i18n } = useTranslation();
  const [role, setRole] = useState<TCreatableRole>(defaultRole);
  const [language, setLanguage] = useState<Language>(currentLanguage(i18n));
  const [formError, setFormError] = useState<TMessage | null>(null);
  const form = useZodForm({
    initialValues: { first_name: '', last_name: '', email: '', username: '' },
    validators: {
      first_name: (value) => validateWithSchema(shape.first_name, value),
      last_name: (value) => validateWithSchema(shape.last_name, value),
      email: (value) => validateWithSchema(shape.email, value),
      // Optional: left empty, the server makes one from the e-mail.
      username: (value) => (value.trim() === '' ? null : validateWithSchema(shape.username.unwrap(), value)),
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const username = values.username.trim();
    create.mutate(
      {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        username: username === '' ? undefined : username,
        role,
        language,
        tutor_id: role === 'student' ? tutorId : undefined,
      },
      {
        onSuccess: (user) => {
          showToast(t, 'teal', t('home:adminUsers.create.sent', { email: user.email }));
          onCreated?.(user);
          onClose();
        },
        onError: (error) => {
          const fieldError = createAccountFieldError(error);
          if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
          else setFormError(refusalMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlert size={20} />} role="alert">
            {t(formError.key, formError.values)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('home:adminUsers.fields.firstName')}
            required
            maxLength={LIMITS.nameMax}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('home:adminUsers.fields.lastName')}
            required
            maxLength={LIMITS.nameMax}
            autoComplete="off"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          type="email"
          label={t('home:adminUsers.fields.email')}
          required
          maxLength={LIMITS.emailMax}
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('home:adminUsers.fields.usernameOptional')}
          description={t('home:adminUsers.create.usernameHint')}
          maxLength={LIMITS.usernameMax}
          autoComplete="off"
          {...form.getInputProps('username')}
        />
        {lockRole ? null : (
          <Radio.Group
            label={t('home:adminUsers.fields.role')}
            value={role}
            onChange={(value) => setRole(value as TCreatableRole)}
          >
            <Group gap="xl" mt={6}>
              <Radio value="student" label={t('common:roles.student')} />
              <Radio value="tutor" label={t('common:roles.tutor')} />
            </Group>
          </Radio.Group>
        )}
        <InvitationLanguageField
          label={t('home:adminUsers.fields.invitationLanguage')}
          description={t('home:adminUsers.create.languageHint')}
          value={language}
          onChange={setLanguage}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} leftSection={<IconMail size={16} />}>
            {lockRole && role === 'tutor'
              ? t('home:adminUsers.create.submitTutor')
              : t('home:adminUsers.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

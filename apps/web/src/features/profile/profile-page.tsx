import {
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LIMITS,
  type TProfileUpdateRequest,
  type TUser,
  ZChangePasswordRequest,
  ZProfileUpdateRequest,
} from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page-layout';
import { showToast } from '../../components/toast';
import { type TMessage, validateWithSchema } from '../../lib/forms/field-error';
import { repeats, useZodForm } from '../../lib/forms/use-zod-form';
import { ApiError } from '../../lib/http';
import { formatDate } from '../../lib/i18n/format';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useCurrentUser } from '../auth/auth-context';
import { formErrorsFrom } from '../auth/auth-errors';
import { FormAlert } from '../auth/components/form-alert';
import { NewPasswordFields } from '../auth/components/new-password-fields';
import { PasswordField } from '../auth/components/password-field';
import { initialsFor } from '../auth/initials';
import { InterestsSection } from '../preferences/components/interests-section';
import { PreferencesSection } from '../preferences/components/preferences-section';
import { useChangePassword, useUpdateProfile } from './api/profile-api';
import { MyTutorsSection } from './components/my-tutors-section';

const PROFILE_FIELDS = ['first_name', 'last_name', 'username', 'email'] as const;
type TProfileField = (typeof PROFILE_FIELDS)[number];

export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Page title={t('profile:pageTitle')} size="md">
      <Stack gap="lg">
        <ProfileSummary user={user} />
        {user.role === 'student' ? <MyTutorsSection /> : null}
        <DetailsForm user={user} />
        <PreferencesSection />
        {user.role === 'student' ? <InterestsSection /> : null}
        <PasswordForm />
      </Stack>
    </Page>
  );
}

function ProfileSummary({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Paper withBorder p="lg" bg="var(--mantine-color-white)">
      <Group wrap="nowrap" gap="lg">
        <Avatar size={72} radius="xl" color="lagoon" variant="filled" aria-hidden="true">
          {initialsFor(user)}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Text fw={700} fz="xl" truncate="end">
            {fullName || user.username}
          </Text>
          <Group gap="xs">
            <Text c="dimmed">@{user.username}</Text>
            <Badge variant="light">{t(`common:roles.${user.role}`)}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('profile:memberSince', { date: formatDate(user.created_at, currentLanguage(i18n)) })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function DetailsForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<TMessage | null>(null);
  const shape = ZProfileUpdateRequest.shape;
  const saved = {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
  };
  const form = useZodForm({
    initialValues: saved,
    validators: {
      first_name: (value) => validateWithSchema(shape.first_name.unwrap(), value),
      last_name: (value) => validateWithSchema(shape.last_name.unwrap(), value),
      username: (value) => validateWithSchema(shape.username.unwrap(), value),
      email: (value) => validateWithSchema(shape.email.unwrap(), value),
    },
  });
  const changes = Object.fromEntries(
    PROFILE_FIELDS.filter((field) => form.values[field].trim() !== saved[field]).map((field) => [
      field,
      form.values[field].trim(),
    ]),
  ) as TProfileUpdateRequest;
  const dirty = Object.keys(changes).length > 0;

  const submit = form.onSubmit(async () => {
    setFormError(null);
    if (!dirty) return;
    try {
      const next = await update.mutateAsync(changes);
      form.reset({
        first_name: next.first_name,
        last_name: next.last_name,
        username: next.username,
        email: next.email,
      });
      showToast(t, 'teal', t('profile:details.saved'));
    } catch (error) {
      const errors = formErrorsFrom<TProfileField>(error, PROFILE_FIELDS, {
        key: 'common:errors.unexpected',
      });
      for (const [field, message] of Object.entries(errors.fields))
        form.setFieldError(field as TProfileField, message ?? null);
      setFormError(errors.form);
      if (errors.form) showToast(t, 'red', t(errors.form.key));
    }
  });

  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="profile-details"
      bg="var(--mantine-color-white)"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id="profile-details">
            {t('profile:details.title')}
          </Title>
          <FormAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('profile:fields.firstName')}
              autoComplete="given-name"
              required
              maxLength={LIMITS.nameMax}
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('profile:fields.lastName')}
              autoComplete="family-name"
              required
              maxLength={LIMITS.nameMax}
              {...form.getInputProps('last_name')}
            />
            <TextInput
              label={t('profile:fields.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={LIMITS.usernameMax}
              {...form.getInputProps('username')}
            />
            <TextInput
              label={t('profile:fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!dirty}>
              {t('profile:details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const EMPTY_PASSWORDS = { current_password: '', new_password: '', confirm_password: '' };

function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [formError, setFormError] = useState<TMessage | null>(null);
  const shape = ZChangePasswordRequest.shape;
  const form = useZodForm({
    initialValues: EMPTY_PASSWORDS,
    validators: {
      current_password: (value) => validateWithSchema(shape.current_password, value),
      new_password: (value) => validateWithSchema(shape.new_password, value),
      confirm_password: repeats('new_password'),
    },
  });

  const submit = form.onSubmit(async ({ current_password, new_password }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ current_password, new_password });
      form.reset(EMPTY_PASSWORDS);
      showToast(t, 'teal', t('profile:password.changed'));
    } catch (error) {
      if (error instanceof ApiError && (error.field === 'current_password' || error.code === 'E1004')) {
        form.setFieldError('current_password', { key: 'profile:password.wrongCurrent' });
        return;
      }
      const errors = formErrorsFrom(error, ['new_password'] as const, { key: 'common:errors.unexpected' });
      if (errors.fields.new_password) form.setFieldError('new_password', errors.fields.new_password);
      setFormError(errors.form);
    }
  });

  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="profile-password"
      bg="var(--mantine-color-white)"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="profile-password">
              {t('profile:password.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('profile:password.subtitle')}
            </Text>
          </div>
          <FormAlert message={formError} />
          <PasswordField
            label={t('profile:password.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          {/* One under the other, like the current password: side by side, the new password's rules
              hint pushed its box below the repeat's. */}
          <NewPasswordFields
            label={t('profile:password.new')}
            repeatLabel={t('profile:password.confirm')}
            password={form.getInputProps('new_password')}
            repeat={form.getInputProps('confirm_password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('profile:password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

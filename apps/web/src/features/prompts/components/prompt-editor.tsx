import {
  Alert,
  Button,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import {
  ErrorCode,
  LANGUAGES,
  type Language,
  PROMPT_LIMITS,
  PROMPT_PURPOSES,
  type PromptPurpose,
  type PromptVariable,
  type TPrompt,
  type TPromptInput,
  unknownPromptVariables,
  ZPromptInput,
} from '@taskas/contracts';
import type { TFunction } from 'i18next';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageForError, type TMessage, validateWithSchema } from '../../../lib/forms/field-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { ApiError } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useCreatePrompt, useUpdatePrompt } from '../api/prompts-api';
import { PromptPreviewPanel } from './prompt-preview-panel';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { VariableChips, variableToken } from './variable-chips';

type TTextValues = { name: string; template: string };

/** A new prompt starts as a task-generation prompt in the user's language with moderate settings. */
const NEW_PROMPT_SETTINGS = { purpose: 'task_generation', temperature: 0.7, max_tokens: 1200 } as const;

const unknownVariablesMessage = (names: readonly string[]): TMessage => ({
  key: 'tasks:prompts.editor.unknownVariables',
  values: { count: names.length, names: names.map(variableToken).join(', ') },
});

const textValidators = {
  name: (value: string) => validateWithSchema(ZPromptInput.shape.name, value),
  template: (value: string) => {
    const unknown = unknownPromptVariables(value);
    if (unknown.length > 0) return unknownVariablesMessage(unknown);
    return validateWithSchema(ZPromptInput.shape.template, value);
  },
};

/**
 * A prompt's form (new when `prompt` is absent): name, purpose, language, template with its variables,
 * model settings and the active switch, beside a preview of the template. `readOnly` shows a prompt the
 * user may not change. An update carries the version it was loaded from, so a newer save by someone
 * else is a conflict to reload rather than something silently overwritten.
 */
export function PromptEditor({
  prompt,
  readOnly = false,
  onSaved,
  onReload,
}: {
  prompt?: TPrompt;
  readOnly?: boolean;
  onSaved: (prompt: TPrompt) => void;
  /** Loads the newest saved version into the form (after a conflict). */
  onReload?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const uiLanguage = currentLanguage(i18n);
  const form = useZodForm<TTextValues>({
    initialValues: { name: prompt?.name ?? '', template: prompt?.template ?? '' },
    validators: textValidators,
  });
  const [purpose, setPurpose] = useState<PromptPurpose>(prompt?.purpose ?? NEW_PROMPT_SETTINGS.purpose);
  const [language, setLanguage] = useState<Language>(prompt?.language ?? uiLanguage);
  const [temperature, setTemperature] = useState<number | string>(
    prompt?.temperature ?? NEW_PROMPT_SETTINGS.temperature,
  );
  const [maxTokens, setMaxTokens] = useState<number | string>(
    prompt?.max_tokens ?? NEW_PROMPT_SETTINGS.max_tokens,
  );
  const [active, setActive] = useState(prompt?.is_active ?? false);
  const [settingsChecked, setSettingsChecked] = useState(false);
  const create = useCreatePrompt();
  const update = useUpdatePrompt(prompt?.id ?? 0);
  const save = prompt ? update : create;
  const templateRef = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);

  const current = {
    name: form.values.name.trim(),
    purpose,
    language,
    template: form.values.template.trim(),
    temperature,
    max_tokens: maxTokens,
    is_active: active,
  };
  const saved = {
    name: prompt?.name ?? '',
    purpose: prompt?.purpose ?? NEW_PROMPT_SETTINGS.purpose,
    language: prompt?.language ?? uiLanguage,
    template: prompt?.template ?? '',
    temperature: prompt?.temperature ?? NEW_PROMPT_SETTINGS.temperature,
    max_tokens: prompt?.max_tokens ?? NEW_PROMPT_SETTINGS.max_tokens,
    is_active: prompt?.is_active ?? false,
  };
  const dirty = !readOnly && JSON.stringify(current) !== JSON.stringify(saved);

  const temperatureError = numberError(
    temperature,
    PROMPT_LIMITS.temperatureMin,
    PROMPT_LIMITS.temperatureMax,
  );
  const maxTokensError = numberError(maxTokens, PROMPT_LIMITS.maxTokensMin, PROMPT_LIMITS.maxTokensMax);
  const unknown = unknownPromptVariables(form.values.template);
  const templateError =
    form.errors.template ?? (unknown.length > 0 ? unknownVariablesMessage(unknown) : undefined);

  const insert = (variable: PromptVariable) => {
    const token = variableToken(variable);
    const value = form.values.template;
    const { start, end } = selection.current ?? { start: value.length, end: value.length };
    form.setValue('template', `${value.slice(0, start)}${token}${value.slice(end)}`);
    const caret = start + token.length;
    selection.current = { start: caret, end: caret };
    requestAnimationFrame(() => {
      templateRef.current?.focus();
      templateRef.current?.setSelectionRange(caret, caret);
    });
  };
  const rememberSelection = () => {
    const element = templateRef.current;
    if (element) selection.current = { start: element.selectionStart, end: element.selectionEnd };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSettingsChecked(true);
    const textOk = form.validate();
    if (!textOk || temperatureError || maxTokensError) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('#prompt-form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const input: TPromptInput = {
      ...current,
      temperature: Number(temperature),
      max_tokens: Number(maxTokens),
    };
    const handlers = {
      onSuccess: onSaved,
      onError: (error: Error) => {
        const field = fieldOf(error);
        if (field) form.setFieldError(field, fieldMessage(error));
      },
    };
    if (prompt) update.mutate({ ...input, expected_version: prompt.version }, handlers);
    else create.mutate(input, handlers);
  };

  const failure = save.isError && !fieldOf(save.error) ? save.error : null;
  const conflict = failure instanceof ApiError && failure.status === 409;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
          <form
            id="prompt-form"
            onSubmit={submit}
            noValidate
            aria-label={t('tasks:prompts.editor.formLabel')}
          >
            <Stack gap="md">
              <TextInput
                label={t('tasks:prompts.fields.name')}
                required
                readOnly={readOnly}
                maxLength={PROMPT_LIMITS.nameMax}
                {...form.getInputProps('name')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <NativeSelect
                  label={t('tasks:prompts.fields.purpose')}
                  value={purpose}
                  disabled={readOnly}
                  onChange={(event) => setPurpose(event.currentTarget.value as PromptPurpose)}
                  data={PROMPT_PURPOSES.map((value) => ({
                    value,
                    label: t(`tasks:prompts.purpose.${value}`),
                  }))}
                />
                <NativeSelect
                  label={t('tasks:prompts.fields.language')}
                  value={language}
                  disabled={readOnly}
                  onChange={(event) => setLanguage(event.currentTarget.value as Language)}
                  data={LANGUAGES.map((value) => ({ value, label: t(`tasks:prompts.languages.${value}`) }))}
                />
              </SimpleGrid>
              <Stack gap={6}>
                <Textarea
                  ref={templateRef}
                  label={t('tasks:prompts.fields.template')}
                  description={t('tasks:prompts.editor.templateHelp')}
                  inputWrapperOrder={['label', 'description', 'input', 'error']}
                  required
                  withAsterisk={false}
                  readOnly={readOnly}
                  autosize
                  minRows={8}
                  maxRows={28}
                  maxLength={PROMPT_LIMITS.templateMax}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 14 } }}
                  {...form.getInputProps('template')}
                  error={form.translate(templateError)}
                  onBlur={() => {
                    rememberSelection();
                    form.getInputProps('template').onBlur();
                  }}
                  onSelect={rememberSelection}
                />
                {readOnly ? null : <VariableChips onInsert={insert} />}
              </Stack>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <NumberInput
                  label={t('tasks:prompts.fields.temperature')}
                  description={t('tasks:prompts.editor.temperatureHelp')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={temperature}
                  onChange={setTemperature}
                  readOnly={readOnly}
                  min={PROMPT_LIMITS.temperatureMin}
                  max={PROMPT_LIMITS.temperatureMax}
                  step={0.1}
                  decimalScale={2}
                  decimalSeparator={uiLanguage === 'lt' ? ',' : '.'}
                  allowNegative={false}
                  clampBehavior="blur"
                  error={settingsChecked ? translated(t, temperatureError) : undefined}
                />
                <NumberInput
                  label={t('tasks:prompts.fields.maxTokens')}
                  description={t('tasks:prompts.editor.maxTokensHelp', {
                    min: PROMPT_LIMITS.maxTokensMin,
                    max: PROMPT_LIMITS.maxTokensMax,
                  })}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={maxTokens}
                  onChange={setMaxTokens}
                  readOnly={readOnly}
                  min={PROMPT_LIMITS.maxTokensMin}
                  max={PROMPT_LIMITS.maxTokensMax}
                  step={100}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  error={settingsChecked ? translated(t, maxTokensError) : undefined}
                />
              </SimpleGrid>
              <Switch
                checked={active}
                disabled={readOnly}
                onChange={(event) => setActive(event.currentTarget.checked)}
                label={t('tasks:prompts.fields.active')}
                description={t('tasks:prompts.editor.activeHelp')}
              />
              {conflict ? (
                <Alert
                  color="orange"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                  role="alert"
                  title={t('tasks:prompts.editor.conflictTitle')}
                >
                  <Stack gap="sm" align="flex-start">
                    {t('tasks:prompts.editor.conflictText')}
                    {onReload ? (
                      <Button variant="default" size="xs" onClick={onReload}>
                        {t('tasks:prompts.editor.reload')}
                      </Button>
                    ) : null}
                  </Stack>
                </Alert>
              ) : failure ? (
                <Alert
                  color="red"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                  role="alert"
                  title={t('tasks:prompts.editor.saveFailed')}
                >
                  {translated(t, messageForError(failure))}
                </Alert>
              ) : null}
              {readOnly ? null : (
                <Group justify="flex-end">
                  <Button
                    type="submit"
                    loading={save.isPending}
                    leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                  >
                    {prompt ? t('tasks:prompts.editor.save') : t('tasks:prompts.editor.create')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PromptPreviewPanel template={form.values.template} language={language} />
      </Grid.Col>
      <UnsavedChangesGuard when={dirty && !save.isPending} />
    </Grid>
  );
}

function translated(t: TFunction, message: TMessage | null) {
  return message ? t(message.key, message.values) : undefined;
}

/** A model setting's error: empty, or outside the contract's range (the limits named). */
function numberError(value: number | string, min: number, max: number): TMessage | null {
  const number = Number(value);
  if (value === '' || !Number.isFinite(number)) return { key: 'common:validation.required' };
  return number >= min && number <= max
    ? null
    : { key: 'tasks:prompts.editor.outOfRange', values: { min, max } };
}

const FORM_FIELDS = ['name', 'template'] as const;

/** The form field a server refusal names, when it is one of ours. */
function fieldOf(error: unknown): (typeof FORM_FIELDS)[number] | null {
  if (!(error instanceof ApiError) || error.status === 409) return null;
  return FORM_FIELDS.find((field) => field === error.field) ?? null;
}

/** A refused field's message in the user's language: unknown variables named, else the catalogue text. */
function fieldMessage(error: unknown): TMessage {
  const names = error instanceof ApiError ? error.details?.unknown_variables : undefined;
  if (
    Array.isArray(names) &&
    names.length > 0 &&
    error instanceof ApiError &&
    error.code === ErrorCode.VALIDATION
  ) {
    return unknownVariablesMessage(names.map(String));
  }
  return messageForError(error);
}

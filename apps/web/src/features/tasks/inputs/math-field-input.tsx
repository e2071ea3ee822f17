import { Box, Input, Stack, Switch, TextInput } from '@mantine/core';
import type { MathfieldElement } from 'mathlive';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { answerFieldMenu } from './mathlive-menu';

type TMathfieldClass = typeof MathfieldElement;
type TFormat = 'text' | 'latex';

let mathLiveLoading: Promise<TMathfieldClass> | null = null;

/** MathLive's chunk, fetched the first time an expression task is shown (and then kept). */
export function loadMathLive(): Promise<TMathfieldClass> {
  mathLiveLoading ??= import('./mathlive-setup').then((module) => module.setUpMathLive());
  // A failed fetch (offline, a new release) may be retried by the next task.
  mathLiveLoading.catch(() => {
    mathLiveLoading = null;
  });
  return mathLiveLoading;
}

/**
 * An expression or equation: MathLive's `<math-field>` (sends LaTeX) once its chunk has loaded; until
 * then, when it cannot load, and whenever the student prefers ("type as text", for keyboard and screen
 * reader users), a plain text field (sends text).
 */
export function MathFieldInput({
  value,
  format = 'text',
  onChange,
  disabled,
}: {
  value: string;
  /** How `value` is written: a restored draft typed into the math field is LaTeX. */
  format?: TFormat;
  onChange: (value: string, inputFormat: TFormat) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const ids = useId();
  const [MathField, setMathField] = useState<TMathfieldClass | null>(null);
  const [failed, setFailed] = useState(false);
  const [asText, setAsText] = useState(false);
  const field = useRef<MathfieldElement | null>(null);
  const host = useRef<HTMLDivElement>(null);
  // The latest props for the math field's own listeners.
  const latest = useRef({ value, format, onChange, disabled });
  latest.current = { value, format, onChange, disabled };

  useEffect(() => {
    let live = true;
    loadMathLive().then(
      (loaded) => {
        if (!live) return;
        // Whoever already typed into the stand-in field keeps typing there (a restored LaTeX answer
        // goes back into the math field).
        if (latest.current.value.trim() !== '' && latest.current.format === 'text') setAsText(true);
        setMathField(() => loaded);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const useMathField = MathField !== null && !asText;

  useEffect(() => {
    if (!MathField) return;
    MathField.decimalSeparator = language === 'lt' ? ',' : '.';
    MathField.locale = language;
  }, [MathField, language]);

  useEffect(() => {
    if (!useMathField || !MathField || !host.current) return;
    const mf = new MathField();
    mf.disabled = latest.current.disabled;
    mf.setAttribute('aria-labelledby', `${ids}-label`);
    mf.setAttribute('aria-describedby', `${ids}-help`);
    mf.setAttribute('data-testid', 'math-field');
    mf.smartFence = true;
    Object.assign(mf.style, {
      display: 'block',
      width: '100%',
      minHeight: '2.75rem',
      fontSize: '1.35rem',
      padding: '0.25rem 0.5rem',
      border: '1px solid var(--mantine-color-gray-4)',
      borderRadius: 'var(--mantine-radius-md)',
      background: 'var(--mantine-color-white)',
    });
    const typed = latest.current.value;
    if (typed.trim() !== '' && latest.current.format === 'latex') mf.setValue(typed);
    else if (typed.trim() !== '') {
      mf.setValue(typed, { format: 'ascii-math' });
      // A decimal comma stays one number (`2{,}5`), as MathLive writes it when it is typed.
      mf.setValue(mf.value.replace(/(\d),(?=\d)/g, '$1{,}'));
    }
    mf.addEventListener('input', () => latest.current.onChange(mf.value, 'latex'));
    host.current.append(mf);
    // MathLive builds its menu once the field is in the document.
    mf.menuItems = answerFieldMenu(mf.menuItems);
    field.current = mf;
    if (typed.trim() !== '') latest.current.onChange(mf.value, 'latex');
    return () => {
      field.current = null;
      mf.remove();
    };
  }, [useMathField, MathField, ids]);

  useEffect(() => {
    if (field.current) field.current.disabled = disabled;
  }, [disabled]);

  const switchTo = (text: boolean) => {
    // The answer moves with the student: LaTeX → plain text (`x^2+1`), and back in the effect above.
    if (text && field.current) latest.current.onChange(field.current.getValue('ascii-math'), 'text');
    setAsText(text);
  };

  const help = t('tasks:inputs.math.help');
  return (
    <Stack gap="xs">
      {useMathField ? (
        <div>
          <Input.Label id={`${ids}-label`}>{t('tasks:inputs.answerLabel')}</Input.Label>
          <Box ref={host} my={4} />
          <Input.Description id={`${ids}-help`}>{help}</Input.Description>
        </div>
      ) : (
        <TextInput
          label={t('tasks:inputs.answerLabel')}
          description={
            failed
              ? t('tasks:inputs.math.loadError')
              : MathField === null && !asText
                ? t('tasks:inputs.math.loading')
                : t('tasks:inputs.textHelp')
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value, 'text')}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          maxLength={2000}
          data-testid="math-text-fallback"
        />
      )}
      {failed ? null : (
        <Switch
          label={t('tasks:inputs.math.typeAsText')}
          checked={asText}
          onChange={(event) => switchTo(event.currentTarget.checked)}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}

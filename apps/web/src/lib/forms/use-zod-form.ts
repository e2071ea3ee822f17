import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from './field-error';

export type TValidator<TValues> = (value: string, values: TValues) => TMessage | null;
export type TValidators<TValues> = { [K in keyof TValues]?: TValidator<TValues> };
/**
 * The validators, or a way to fetch them: a form on a page that must load fast (the login page) keeps
 * its contract schemas, and zod with them, out of the page's first load. They are fetched once the form
 * is on screen; a field is checked once they are here, and a submit made before that waits for them.
 */
export type TValidatorSource<TValues> = TValidators<TValues> | (() => Promise<TValidators<TValues>>);

type TErrors<TValues> = Partial<Record<keyof TValues, TMessage>>;

/**
 * Text-field form state with contract validation: a field shows its error once it has been left
 * (blur) or the form submitted, and re-checks as the user types after that. Server errors set with
 * `setFieldError` stay until that field changes.
 */
export function useZodForm<TValues extends Record<string, string>>(options: {
  initialValues: TValues;
  validators: TValidatorSource<TValues>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TValues>(options.initialValues);
  const [errors, setErrors] = useState<TErrors<TValues>>({});
  const valuesRef = useRef(values);
  const touched = useRef(new Set<keyof TValues>());
  const source = options.validators;
  const validatorsRef = useRef<TValidators<TValues> | null>(null);
  if (typeof source !== 'function') validatorsRef.current = source;
  const fetchedRef = useRef<Promise<TValidators<TValues>> | null>(null);
  const initialRef = useRef(options.initialValues);

  const fetchValidators = useCallback(() => {
    if (typeof source !== 'function') return Promise.resolve(source);
    fetchedRef.current ??= source().then((fetched) => {
      validatorsRef.current = fetched;
      return fetched;
    });
    return fetchedRef.current;
  }, [source]);

  useEffect(() => {
    void fetchValidators().catch(() => {
      // Not fetched (offline): the server still checks what is sent; a submit asks again.
      fetchedRef.current = null;
    });
  }, [fetchValidators]);

  const check = useCallback((name: keyof TValues, all: TValues): TMessage | null => {
    const validator = validatorsRef.current?.[name];
    return validator ? validator(all[name] ?? '', all) : null;
  }, []);

  const setFieldError = useCallback((name: keyof TValues, message: TMessage | null) => {
    setErrors((current) => {
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }, []);

  const setValue = useCallback(
    (name: keyof TValues, value: string) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      setFieldError(name, touched.current.has(name) ? check(name, next) : null);
    },
    [check, setFieldError],
  );

  const touch = useCallback(
    (name: keyof TValues) => {
      touched.current.add(name);
      setFieldError(name, check(name, valuesRef.current));
    },
    [check, setFieldError],
  );

  /** Checks every field and shows all errors; true when the form may be sent. */
  const validate = useCallback((): boolean => {
    const next: TErrors<TValues> = {};
    const current = valuesRef.current;
    for (const name of Object.keys(current) as (keyof TValues)[]) {
      touched.current.add(name);
      const message = check(name, current);
      if (message) next[name] = message;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }, [check]);

  const translate = useCallback(
    (message: TMessage | null | undefined) => (message ? t(message.key, message.values) : undefined),
    [t],
  );

  const getInputProps = useCallback(
    (name: keyof TValues) => ({
      name: String(name),
      value: values[name] ?? '',
      onChange: (event: { currentTarget: { value: string } }) => setValue(name, event.currentTarget.value),
      onBlur: () => touch(name),
      error: translate(errors[name]),
    }),
    [errors, setValue, touch, translate, values],
  );

  const onSubmit = useCallback(
    (handler: (values: TValues) => void | Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      if (validatorsRef.current) {
        if (validate()) void handler(valuesRef.current);
        return;
      }
      // Pressed before the validators arrived: check once they are here (or send unchecked if they
      // cannot be fetched; the server checks everything anyway).
      void fetchValidators()
        .catch(() => null)
        .then(() => {
          if (validate()) void handler(valuesRef.current);
        });
    },
    [validate, fetchValidators],
  );

  const reset = useCallback((next?: TValues) => {
    const value = next ?? initialRef.current;
    touched.current.clear();
    valuesRef.current = value;
    setValues(value);
    setErrors({});
  }, []);

  return useMemo(
    () => ({ values, errors, setValue, setFieldError, validate, getInputProps, onSubmit, reset, translate }),
    [values, errors, setValue, setFieldError, validate, getInputProps, onSubmit, reset, translate],
  );
}

/** The "repeat the password" rule: required, and equal to the field it repeats. */
export function repeats<TValues extends Record<string, string>>(field: keyof TValues): TValidator<TValues> {
  return (value, values) =>
    value === ''
      ? { key: 'common:validation.required' }
      : value === values[field]
        ? null
        : { key: 'common:validation.passwordMismatch' };
}

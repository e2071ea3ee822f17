import { describe, expect, it } from 'vitest';
import { createLazyI18n, loadTranslationParts, prefetchLanguage } from './lazy-i18n';
import { resources } from './resources';

describe("the app's translations, fetched as pages need them", () => {
  it('has `common` in the stored language before anything is shown, and nothing else', async () => {
    const { i18n, ready } = createLazyI18n('en');
    await ready;
    const loading = resources.en.common.loading as Record<string, string>;
    expect(i18n.t('common:loading.app')).toBe(loading.app);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'tasks')).toBe(false);
    expect(i18n.hasResourceBundle('lt', 'common')).toBe(false);
  });

  it('fetches the parts a page names, and its namespace with them', async () => {
    const { i18n, ready } = createLazyI18n('lt');
    await ready;
    await loadTranslationParts(i18n, ['tasks.solving']);
    expect(i18n.t('tasks:list.pageTitle')).toBe('Užduotys');
    expect(i18n.t('tasks:solve.submit')).toBe('Pateikti atsakymą');
    // A part nobody asked for stays on the server.
    expect(i18n.getResource('lt', 'tasks', 'lessons')).toBeUndefined();
  });

  it('switches language with every part in use already in the new one: no key ever shows', async () => {
    const { i18n, ready } = createLazyI18n('lt');
    await ready;
    await loadTranslationParts(i18n, ['tasks', 'tasks.solving', 'auth']);
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('tasks:list.pageTitle')).toBe('Tasks');
    expect(i18n.t('tasks:solve.submit')).toBe('Submit answer');
    expect(i18n.t('auth:login.title')).toBe('Welcome back');
    expect(i18n.hasResourceBundle('en', 'home')).toBe(false);
  });

  it('fetches the other language of what is shown when the switch is pointed at, without switching', async () => {
    const { i18n, ready } = createLazyI18n('lt');
    await ready;
    await loadTranslationParts(i18n, ['tasks']);
    await prefetchLanguage(i18n, 'en');
    expect(i18n.language).toBe('lt');
    expect(i18n.t('tasks:list.pageTitle')).toBe('Užduotys');
    expect(i18n.getFixedT('en')('tasks:list.pageTitle')).toBe('Tasks');
    expect(i18n.hasResourceBundle('en', 'home')).toBe(false);
  });

  it('shows nothing rather than a key for text whose part was not named, then the text', async () => {
    const { i18n, ready } = createLazyI18n('en');
    await ready;
    expect(i18n.t('auth:login.title')).toBe('');
    await loadTranslationParts(i18n, ['auth']);
    expect(i18n.t('auth:login.title')).toBe('Welcome back');
    // A key that exists nowhere is still shown as a key, as i18next does.
    expect(i18n.t('auth:login.noSuchKey')).toBe('login.noSuchKey');
  });
});

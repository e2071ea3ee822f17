import { Alert, Button, Group, Paper, Stack, TagsInput, Text, Title } from '@mantine/core';
import { INTERESTS_LIMITS, type InterestChoice } from '@taskas/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconCheck } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { messageForError, type TMessage } from '../../../lib/forms/field-error';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useMyInterests, useSaveInterests } from '../api/interests-api';
import { InterestChips, isInterestChoice } from './interest-chips';
import { normaliseOwnWord, ownWordProblem, ownWordsErrorFrom, tooManyMessage } from './own-interests';

type TDraft = { chosen: InterestChoice[]; own: string[] };

/** A student's interests on the profile: ticked from the list, up to five words of their own, saved. */
export function InterestsSection() {
  const { t } = useTranslation();
  const interests = useMyInterests();
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="profile-interests"
      bg="var(--mantine-color-white)"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="profile-interests">
            {t('profile:interests.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('profile:interests.subtitle')}
          </Text>
        </div>
        {interests.isPending ? (
          <ListSkeleton rows={2} />
        ) : interests.isError ? (
          <QueryErrorPanel title={t('profile:interests.loadError')} query={interests} />
        ) : (
          <InterestsForm saved={interests.data} />
        )}
      </Stack>
    </Paper>
  );
}

function InterestsForm({ saved }: { saved: TDraft }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const save = useSaveInterests();
  // Until the student changes something, the form shows what the server has.
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [search, setSearch] = useState('');
  const [ownError, setOwnError] = useState<TMessage | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const current = draft ?? { chosen: saved.chosen, own: saved.own };

  const edit = (next: TDraft) => {
    setDraft(next);
    setJustSaved(false);
    save.reset();
  };

  const changeOwn = (words: string[]) => {
    const added = words.filter((word) => !current.own.includes(word));
    for (const word of added) {
      const problem = ownWordProblem(word, language);
      if (problem) {
        // Kept in the field to be corrected.
        setOwnError(problem);
        setSearch(word);
        return;
      }
    }
    setOwnError(null);
    edit({ ...current, own: words.map(normaliseOwnWord) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let own = current.own;
    // A word typed but not yet added with Enter is meant to be saved too.
    const pending = search.trim();
    if (pending) {
      const problem =
        ownWordProblem(pending, language) ??
        (own.length >= INTERESTS_LIMITS.ownMax ? tooManyMessage(language) : null);
      if (problem) {
        setOwnError(problem);
        return;
      }
      own = [...own, normaliseOwnWord(pending)];
      setSearch('');
    }
    setOwnError(null);
    save.mutate(
      { chosen: current.chosen, own },
      {
        onSuccess: () => {
          setDraft(null);
          setJustSaved(true);
        },
        onError: (error) => setOwnError(ownWordsErrorFrom(error, own, language)),
      },
    );
  };

  const failure = save.isError && !ownError ? messageForError(save.error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={6} role="group" aria-labelledby="interests-chips">
          <Text size="sm" fw={500} id="interests-chips">
            {t('profile:interests.chipsLabel')}
          </Text>
          <InterestChips
            value={current.chosen}
            onChange={(values) => edit({ ...current, chosen: values.filter(isInterestChoice) })}
          />
        </Stack>
        <TagsInput
          label={t('profile:interests.own.label')}
          description={t('profile:interests.own.description', { max: INTERESTS_LIMITS.ownMax })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={
            current.own.length < INTERESTS_LIMITS.ownMax ? t('profile:interests.own.placeholder') : undefined
          }
          value={current.own}
          onChange={changeOwn}
          searchValue={search}
          onSearchChange={(value) => {
            setSearch(value);
            if (value !== search) setOwnError(null);
          }}
          onKeyDown={(event) => {
            // A word the server would refuse stays in the field, with the reason under it.
            if ((event.key === 'Enter' || event.key === ',') && search.trim()) {
              const problem = ownWordProblem(search, language);
              if (problem) {
                event.preventDefault();
                setOwnError(problem);
              }
            }
          }}
          maxTags={INTERESTS_LIMITS.ownMax}
          onMaxTags={(word) => {
            if (word.trim()) setOwnError(tooManyMessage(language));
          }}
          error={ownError ? t(ownError.key, ownError.values) : null}
          clearable
          clearButtonProps={{ 'aria-label': t('profile:interests.own.clear') }}
          maw={{ sm: 520 }}
        />
        {failure ? (
          <Alert color="red" role="alert" title={t('profile:interests.saveFailed')}>
            {t(failure.key, failure.values)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <div role="status" aria-live="polite">
            {justSaved ? (
              <Group gap={6} wrap="nowrap" c="teal.9">
                <IconCheck size={16} />
                <Text size="sm" c="inherit">
                  {t('profile:interests.saved')}
                </Text>
              </Group>
            ) : null}
          </div>
          <Button type="submit" loading={save.isPending}>
            {t('profile:interests.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { InterestChoice } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageForError } from '../../../lib/forms/field-error';
import { useSaveInterests } from '../api/interests-api';
import { InterestChips, isInterestChoice } from './interest-chips';

/** The card of InterestsOffer (interests-offer.tsx), fetched when it is to be shown. */
export default function InterestsOfferCard() {
  const { t } = useTranslation();
  const save = useSaveInterests();
  const [chosen, setChosen] = useState<InterestChoice[]>([]);

  const failure = save.isError ? messageForError(save.error) : null;
  const busy = save.isPending ? save.variables.chosen.length > 0 : null;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="interests-offer"
      bg="var(--mantine-color-lagoon-0)"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="xl" id="interests-offer">
            {t('profile:interests.offer.title')}
          </Title>
          <Text mt={4}>{t('profile:interests.offer.text')}</Text>
        </div>
        <InterestChips value={chosen} onChange={(values) => setChosen(values.filter(isInterestChoice))} />
        {failure ? (
          <Alert color="red" role="alert" title={t('profile:interests.saveFailed')}>
            {t(failure.key, failure.values)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button
            onClick={() => save.mutate({ chosen, own: [] })}
            disabled={chosen.length === 0 || busy === false}
            loading={busy === true}
          >
            {t('profile:interests.offer.save')}
          </Button>
          <Button
            variant="default"
            onClick={() => save.mutate({ chosen: [], own: [] })}
            disabled={busy === true}
            loading={busy === false}
          >
            {t('profile:interests.offer.later')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

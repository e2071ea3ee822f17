import { Button, Group, Stack, Text } from '@mantine/core';
import type { TPagination } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Previous and next page of a list the server walks by cursor, with where the page is. There are no
 * buttons for pages further off: reaching page 40 would mean reading the 39 before it. Shown only
 * when there is another page to go to.
 */
export function CursorPager({
  label,
  pagination,
  onPrevious,
  onNext,
}: {
  label: string;
  pagination: TPagination;
  onPrevious: (cursor: string) => void;
  onNext: (cursor: string) => void;
}) {
  const { t } = useTranslation();
  const { page, pages, prev_cursor: previous, next_cursor: next } = pagination;
  if (!previous && !next) return null;
  // The list is the page's own: the next page starts at the window's top.
  const go = (move: (cursor: string) => void, cursor: string) => {
    move(cursor);
    window.scrollTo({ top: 0 });
  };
  // Where the page is above its two buttons: on a phone the three in one row would not fit.
  return (
    <Stack component="nav" aria-label={label} align="center" gap="xs">
      <Text size="sm" c="dimmed">
        {t('home:adminUsers.pagination.position', { page, pages })}
      </Text>
      <Group justify="center" gap="sm">
        <Button variant="default" disabled={!previous} onClick={() => previous && go(onPrevious, previous)}>
          {t('common:pagination.previous')}
        </Button>
        <Button variant="default" disabled={!next} onClick={() => next && go(onNext, next)}>
          {t('common:pagination.next')}
        </Button>
      </Group>
    </Stack>
  );
}

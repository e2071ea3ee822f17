import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while a list loads, announced once as "Loading…". */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)" role="status" aria-busy="true">
      <VisuallyHidden>{t('common:loading.page')}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <Stack key={row} gap={8}>
            <Skeleton height={14} width="45%" radius="sm" />
            <Skeleton height={10} width="70%" radius="sm" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** "Page · Taškas" in the browser tab, translated with the page. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useDocumentTitle(title ? `${title} · ${t('common:appName')}` : t('common:appName'));
}

/** A page of the shell: its one h1, an optional lead text and actions, then the content. */
export function Page({
  title,
  subtitle,
  actions,
  children,
  size = 'lg',
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  usePageTitle(title);
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Box maw={720}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" mt={6} size="lg">
                {subtitle}
              </Text>
            ) : null}
          </Box>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** A titled block of a page (h2). */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz="xl" mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

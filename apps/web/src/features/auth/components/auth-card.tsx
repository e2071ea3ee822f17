import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/page-layout';

/** The card of the login, register and password pages, with the page's one h1. */
export function AuthCard({
  pageTitle,
  title,
  subtitle,
  children,
  footer,
}: {
  pageTitle: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(pageTitle);
  return (
    <Stack gap="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} bg="var(--mantine-color-white)">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" mt={6}>
                {subtitle}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text ta="center" size="sm">
          {footer}
        </Text>
      ) : null}
    </Stack>
  );
}

import { EmptyState, Group, type MantineColor, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An honest empty state: what will appear here and, through the actions, what the user can do now.
 */
export function EmptyPanel({
  icon,
  title,
  description,
  actions,
  color,
}: {
  icon: ReactNode;
  title?: string;
  description: string;
  actions?: ReactNode;
  /** The icon's colour; the theme's primary colour unless a state needs another (red for errors). */
  color?: MantineColor;
}) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="var(--mantine-color-white)">
      <EmptyState
        variant="light"
        color={color}
        icon={icon}
        title={title}
        description={description}
        maw={560}
        mx="auto"
      >
        {actions ? (
          <EmptyState.Actions>
            <Group justify="center" gap="sm">
              {actions}
            </Group>
          </EmptyState.Actions>
        ) : null}
      </EmptyState>
    </Paper>
  );
}

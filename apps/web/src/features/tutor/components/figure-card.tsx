import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One key figure: a card named by its label, the value large, a hint beneath. */
export function FigureCard({
  icon,
  label,
  value,
  hint,
  warn = false,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint: string;
  /** Red: something the tutor should look at. */
  warn?: boolean;
}) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)" role="group" aria-labelledby={labelId}>
      <Group gap="xs" wrap="nowrap" align="center">
        <ThemeIcon variant="light" size="md" radius="md" color={warn ? 'red' : undefined} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Text id={labelId} size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
      </Group>
      <Text mt="xs" fz={26} fw={700} lh={1.2} c={warn ? 'red.9' : undefined}>
        {value}
      </Text>
      <Text mt={4} size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

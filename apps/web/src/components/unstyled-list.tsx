import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A named `ul` laid out as a Mantine stack, without bullets or the browser's indent. */
export function UnstyledList({
  label,
  children,
  ...props
}: StackProps & { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label} {...props}>
      {children}
    </Stack>
  );
}

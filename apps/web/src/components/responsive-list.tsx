import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { UnstyledList } from './unstyled-list';

/**
 * A list's table for wider screens (hidden on a phone, where `PhoneCards` shows the same rows),
 * scrolling sideways rather than squeezing its columns below `minWidth`.
 */
export function WideTable({
  label,
  minWidth,
  head,
  children,
}: {
  label: string;
  minWidth: number;
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <Paper withBorder visibleFrom="sm" bg="var(--mantine-color-white)" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The same list on a phone: one card (an `li`) per row. */
export function PhoneCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <UnstyledList hiddenFrom="sm" gap="sm" label={label}>
      {children}
    </UnstyledList>
  );
}

import { Center, Loader, Stack, Text } from '@mantine/core';

/** The centred spinner with a message, e.g. "Initializing application…" while auth starts. */
export function FullPageLoader({ label, minHeight = '100vh' }: { label: string; minHeight?: string }) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden="true" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

import { Box, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { whenPageLoaded } from '../lib/page-loaded';

export type TErrorPanelProps = {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

// Here before anything fails, even if the connection is what fails later; once here, shown at once.
let loaded: ComponentType<TErrorPanelProps> | null = null;
const loadContent = () =>
  import('./error-panel-content').then((module) => {
    loaded = module.default;
    return module;
  });
const ErrorPanelContent = lazy(loadContent);
whenPageLoaded(() => void loadContent().catch(() => undefined));

/**
 * Data that could not be loaded: what failed (`title`), why in the user's language (the error's
 * catalogue message), and a button that asks again. Few visits see one, so its panel is not part of a
 * page's first load; until it is here, what failed is said plainly.
 */
export function ErrorPanel(props: TErrorPanelProps) {
  // Kept as it started: a change of component would draw the panel anew.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense
      fallback={
        <Box role="alert">
          <Text fw={700}>{props.title}</Text>
        </Box>
      }
    >
      <ErrorPanelContent {...props} />
    </Suspense>
  );
}

/** The ErrorPanel of a query that failed: its error, and Retry asks again. */
export function QueryErrorPanel({
  title,
  query,
}: {
  title: string;
  query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>;
}) {
  return (
    <ErrorPanel
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

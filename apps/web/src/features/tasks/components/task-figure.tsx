import { Box, Image, useComputedColorScheme } from '@mantine/core';

type TaskFigureProps = { url: string; alt: string | null };

/**
 * The task's figure: an SVG drawn by the server in the page's text colour (`theme`), so its lines and
 * labels read like the question beside it. The alt text says everything the figure shows.
 */
export function TaskFigure({ url, alt }: TaskFigureProps) {
  const scheme = useComputedColorScheme('light');
  const src = `${url}${url.includes('?') ? '&' : '?'}theme=${scheme}`;
  return (
    <Box component="figure" m={0} maw={480} w="100%" data-testid="task-figure">
      <Image src={src} alt={alt ?? ''} w="100%" h="auto" fit="contain" />
    </Box>
  );
}

import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The page buttons of a paged list, in a `nav` named after the list; few buttons at a time, so the
 * bar fits one line on a phone. Shown only when there is more than one page.
 */
export function PageNav({
  label,
  page,
  pages,
  onChange,
  scrollToTop = false,
}: {
  label: string;
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** The list is the page's own: the buttons sit below it, so the next page starts at the window's top. */
  scrollToTop?: boolean;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={(next) => {
          onChange(next);
          if (scrollToTop) window.scrollTo({ top: 0 });
        }}
        siblings={0}
        boundaries={1}
        getControlProps={(control) =>
          control === 'previous' || control === 'next'
            ? { 'aria-label': t(`common:pagination.${control}`) }
            : {}
        }
        getItemProps={(item) => ({
          'aria-label': t('common:pagination.page', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
      />
    </Center>
  );
}

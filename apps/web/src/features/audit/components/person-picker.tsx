import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminUser } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiV1 } from '../../../lib/http';
import { fullName } from '../../../lib/people/full-name';

/** People offered at a time: the newest accounts at first, then those matching what is typed. */
const PEOPLE_SHOWN = 20;

const option = (person: Pick<TAdminUser, 'id' | 'first_name' | 'last_name' | 'username' | 'email'>) => ({
  value: String(person.id),
  label: `${fullName(person)} (${person.email})`,
});

/**
 * One account, searched by name, username or e-mail through the admin's user list (`?q=`), or picked
 * from the list it opens with. A choice read from the address is named from the account itself.
 */
export function PersonPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const chosen = useQuery({
    queryKey: ['admin', 'audit', 'person', value],
    queryFn: ({ signal }) => apiV1.get<TAdminUser>(`/admin/users/${value}`, { signal }),
    enabled: value !== null && picked?.value !== String(value),
  });
  const current =
    value === null
      ? null
      : picked?.value === String(value)
        ? picked
        : chosen.data
          ? option(chosen.data)
          : { value: String(value), label: t('home:audit.filters.accountNumber', { id: value }) };
  // The box shows the chosen person's name: that is no search, the list opens with everyone.
  const [q] = useDebouncedValue(search === current?.label ? '' : search.trim().slice(0, 100), 300);

  const people = useQuery({
    queryKey: ['admin', 'audit', 'people', q],
    queryFn: ({ signal }) =>
      apiV1.getPage<TAdminUser>('/admin/users', {
        params: { q: q || undefined, per_page: PEOPLE_SHOWN },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const options = (people.data?.data ?? []).map(option);
  if (current && !options.some((o) => o.value === current.value)) options.unshift(current);

  return (
    <Select
      label={label}
      placeholder={t('home:audit.filters.personPlaceholder')}
      nothingFoundMessage={people.isFetching ? t('common:loading.page') : t('home:audit.filters.noPerson')}
      searchable
      clearable
      // The server searches; every option it sends back is shown as it is.
      filter={({ options: all }) => all}
      data={options}
      value={current?.value ?? null}
      onChange={(next, picked) => {
        setPicked(picked ? { value: picked.value, label: picked.label } : null);
        onChange(next ? Number(next) : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      w={{ base: '100%', sm: 300 }}
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('home:audit.filters.clearPerson', { field: label }) }}
    />
  );
}

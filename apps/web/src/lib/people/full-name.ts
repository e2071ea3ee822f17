import type { TUser } from '@taskas/contracts';

/** "Eglė Kazlauskaitė"; the username when an account has no name at all. */
export function fullName(person: Pick<TUser, 'first_name' | 'last_name' | 'username'>): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.username;
}

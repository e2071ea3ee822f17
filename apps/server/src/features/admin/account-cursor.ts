/** An account's place in the list, newest first: its creation time, then its id for accounts created together. */
export type AccountCursor = { createdAt: string; id: number };

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Opaque to clients, so the list's order can change without breaking their links. */
export function encodeAccountCursor(account: { created_at: string; id: number }): string {
  return Buffer.from(`${account.created_at}|${account.id}`, 'utf8').toString('base64url');
}

/** The cursor's place, or null when it was not made by `encodeAccountCursor`. */
export function decodeAccountCursor(cursor: string): AccountCursor | null {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== 2) return null;
  const [createdAt = '', idText = ''] = parts;
  const id = Number(idText);
  if (!CREATED_AT.test(createdAt) || !/^[1-9]\d{0,15}$/.test(idText) || !Number.isSafeInteger(id))
    return null;
  return { createdAt, id };
}

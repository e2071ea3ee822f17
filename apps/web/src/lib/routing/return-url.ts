/** The invite code of a return address that is a join link (`/join/CODE`), else null. */
export function joinCodeOfReturnUrl(returnUrl: string | null): string | null {
  const match = /^\/join\/([^/?#]+)\/?$/.exec(returnUrl ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** A guest page's address that keeps where to return after logging in or registering. */
export function withReturnUrl(path: string, returnUrl: string | null): string {
  return returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path;
}

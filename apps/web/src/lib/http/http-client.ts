import { COOKIE_NAMES, type TPagination } from '@taskas/contracts';
import {
  ApiError,
  apiErrorFromResponse,
  invalidListError,
  networkApiError,
  sessionExpiredError,
  type TNetworkFailure,
} from './api-error.ts';
import {
  currentPageLocation,
  isAuthPage,
  isBrowserOnline,
  readDocumentCookie,
  redirectToLogin,
  type TPageLocation,
} from './browser-context.ts';
import { buildHeaders } from './request-headers.ts';
import { readBody, unwrapEnvelope } from './response-body.ts';
import { DEFAULT_TIMEOUT_MS, isRetryableStatus, MAX_RETRIES, retryDelayMs } from './retry-policy.ts';
import {
  createSessionRefresher,
  isRefreshExemptPath,
  refreshUrlFor,
  type TSessionRefresher,
} from './session-refresh.ts';

export type TPage<T> = { data: T[]; pagination: TPagination };
export type TPaged<T> = { data: T; pagination: TPagination | null };

type TQueryValue = string | number | boolean | null | undefined;
export type TQueryParams = Record<string, TQueryValue | readonly TQueryValue[]>;

export type TRequestOptions = {
  /** Query parameters; undefined and null values are left out, arrays repeat the key. */
  params?: TQueryParams;
  headers?: Record<string, string>;
  /**
   * `false` makes a single attempt (a call the user repeats by hand); a number replaces the 3 retries
   * (spec §9: the session check allows up to 10).
   */
  retry?: boolean | number;
  /** This call's timeout per attempt, in place of the client's. */
  timeoutMs?: number;
  /** Cancels the call (TanStack Query passes one); the caller gets the signal's reason, not an ApiError. */
  signal?: AbortSignal;
};

export type TAuthFailureHandler = (returnUrl: string) => void;

export type THttpClientOptions = {
  /** `/api/v1`, `/api`, or an absolute URL such as `http://127.0.0.1:4000/api/v1`. */
  basePath: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Per attempt: one number for every call, or a rule by path (spec §9: 15 s for some services). */
  timeoutMs?: number | ((path: string) => number);
  now?: () => number;
  getLocation?: () => TPageLocation;
  onAuthFailure?: TAuthFailureHandler;
  readCookie?: (name: string) => string | null;
  isOnline?: () => boolean;
  /** Share one between clients so parallel 401s on either refresh once. */
  refresher?: TSessionRefresher;
};

export type THttpClient = {
  readonly basePath: string;
  get<T = unknown>(path: string, options?: TRequestOptions): Promise<T>;
  /** A list call that also returns `meta.pagination`. */
  getPage<T = unknown>(path: string, options?: TRequestOptions): Promise<TPage<T>>;
  /** A call whose data is one object holding a page (and more), with `meta.pagination`. */
  getPaged<T = unknown>(path: string, options?: TRequestOptions): Promise<TPaged<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: TRequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: TRequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: TRequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: TRequestOptions): Promise<T>;
};

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type TCall = { method: TMethod; path: string; body: unknown; options: TRequestOptions };
type TResult = { status: number; data: unknown; pagination: TPagination | null; requestId: string | null };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A same-origin JSON client for one base path (spec §7–§9): cookies, CSRF header, `_t` on GETs,
 * a timeout per attempt, retries with back-off on network errors and 5xx, envelope unwrapping,
 * and one cookie refresh on a 401 before giving up on the session.
 */
export function createHttpClient(config: THttpClientOptions): THttpClient {
  const basePath = config.basePath.replace(/\/+$/, '');
  // Called through a wrapper: a browser's fetch throws "Illegal invocation" when called as a method.
  const fetchFn: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = config.sleep ?? wait;
  const timeoutRule = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeoutFor = (path: string) => (typeof timeoutRule === 'number' ? timeoutRule : timeoutRule(path));
  const now = config.now ?? (() => Date.now());
  const getLocation = config.getLocation ?? currentPageLocation;
  const onAuthFailure = config.onAuthFailure ?? redirectToLogin;
  const readCookie = config.readCookie ?? readDocumentCookie;
  const isOnline = config.isOnline ?? isBrowserOnline;
  const refresher =
    config.refresher ??
    createSessionRefresher({
      url: refreshUrlFor(basePath),
      fetch: fetchFn,
      readCookie,
      // The refresh is an auth-service call: the auth reading's 30 s unless one number rules all.
      timeoutMs: typeof timeoutRule === 'number' ? timeoutRule : DEFAULT_TIMEOUT_MS,
    });

  function urlFor({ method, path, options }: TCall): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.params ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) query.append(key, String(item));
      }
    }
    // Browsers and proxies may cache GETs; a fresh timestamp makes every read reach the server.
    if (method === 'GET') query.set('_t', String(now()));
    const joined = `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
    const queryString = query.toString();
    if (!queryString) return joined;
    return `${joined}${joined.includes('?') ? '&' : '?'}${queryString}`;
  }

  async function attempt(call: TCall): Promise<TResult> {
    const { method, path, body, options } = call;
    const controller = new AbortController();
    let timedOut = false;
    let headersArrived = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? timeoutFor(path));
    const cancel = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) cancel();
    options.signal?.addEventListener('abort', cancel);
    try {
      const hasBody = body !== undefined;
      const response = await fetchFn(urlFor(call), {
        method,
        credentials: 'include',
        headers: buildHeaders({
          method,
          hasBody,
          csrfToken: readCookie(COOKIE_NAMES.csrf),
          extra: options.headers,
        }),
        body: hasBody ? JSON.stringify(body) : undefined,
        signal: controller.signal,
      });
      headersArrived = true;
      // The body is read inside the timeout too: a server stalling mid-body is as slow as a silent one.
      const responseBody = await readBody(response);
      if (!response.ok) throw apiErrorFromResponse(response.status, responseBody);
      const { data, meta } = unwrapEnvelope(responseBody);
      return {
        status: response.status,
        data,
        pagination: meta?.pagination ?? null,
        requestId: meta?.request_id ?? null,
      };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (options.signal?.aborted) throw options.signal.reason;
      throw networkApiError(failureOf(timedOut, headersArrived, isOnline()), error);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  async function attemptWithRetries(call: TCall): Promise<TResult> {
    const { retry = true } = call.options;
    const maxRetries = typeof retry === 'number' ? retry : retry ? MAX_RETRIES : 0;
    for (let retryNumber = 1; ; retryNumber++) {
      try {
        return await attempt(call);
      } catch (error) {
        const retryable = error instanceof ApiError && isRetryableStatus(error.status);
        if (!retryable || retryNumber > maxRetries) throw error;
        await sleep(retryDelayMs(retryNumber));
      }
    }
  }

  function mayRefresh(path: string): boolean {
    return !isRefreshExemptPath(path) && !isAuthPage(getLocation().pathname);
  }

  async function send(call: TCall): Promise<TResult> {
    try {
      return await attemptWithRetries(call);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !mayRefresh(call.path)) throw error;
      let lastUnauthorized = error;
      if (await refresher.refresh()) {
        try {
          return await attemptWithRetries(call);
        } catch (retryError) {
          if (!(retryError instanceof ApiError) || retryError.status !== 401) throw retryError;
          lastUnauthorized = retryError;
        }
      }
      const { pathname, search } = getLocation();
      onAuthFailure(`${pathname}${search}`);
      throw sessionExpiredError(lastUnauthorized);
    }
  }

  async function request<T>(method: TMethod, path: string, body: unknown, options: TRequestOptions = {}) {
    const { data } = await send({ method, path, body, options });
    return data as T;
  }

  return {
    basePath,
    get: (path, options) => request('GET', path, undefined, options),
    async getPage<T>(path: string, options: TRequestOptions = {}): Promise<TPage<T>> {
      const { status, data, pagination, requestId } = await send({
        method: 'GET',
        path,
        body: undefined,
        options,
      });
      // Anything else is a broken answer; an empty list in its place would hide it from the user.
      if (!Array.isArray(data)) throw invalidListError(status, requestId);
      const items = data as T[];
      // A body without meta.pagination (a bare array) is one page holding everything.
      return { data: items, pagination: pagination ?? singlePage(items.length) };
    },
    async getPaged<T>(path: string, options: TRequestOptions = {}): Promise<TPaged<T>> {
      const { data, pagination } = await send({ method: 'GET', path, body: undefined, options });
      return { data: data as T, pagination };
    },
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
  };
}

/**
 * Why an attempt got no answer: a timeout before any response headers is a connection that never
 * came up; after them, a server too slow to finish its answer.
 */
function failureOf(timedOut: boolean, headersArrived: boolean, online: boolean): TNetworkFailure {
  if (timedOut) return headersArrived ? 'timeout' : 'connectionTimeout';
  return online ? 'network' : 'offline';
}

function singlePage(total: number): TPagination {
  return { page: 1, per_page: total, total, pages: 1 };
}

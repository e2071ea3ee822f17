import { createHash } from 'node:crypto';
import type { TNotificationStreamEvent } from '@taskas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { NotificationChange, NotificationsService } from './notifications.service.ts';
import { SseStream } from './sse-stream.ts';

/** A user with more open tabs than this gets polling alone in the others. */
export const MAX_STREAMS_PER_USER = 5;
export const HEARTBEAT_MS = 25_000;
const RETRY_MS = 5_000;

type Client = { stream: SseStream; userId: number; stillSignedIn: () => Promise<boolean> };

/**
 * Live delivery (decision 011): each instance keeps its own users' open streams; a change is published
 * on Redis when there is one, so that the instance holding the stream hears about it, or handed to the
 * local streams directly without. What is sent is read from the database when it arrives.
 */
export function createNotificationsHub(deps: {
  notifications: NotificationsService;
  redis: Redis | undefined;
  /** Names the database: instances on the same database share a channel, others never cross. */
  databaseIdentity: string;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}) {
  const { notifications, redis, log } = deps;
  const channel = `taskas:notifications:${createHash('sha256').update(deps.databaseIdentity).digest('hex').slice(0, 16)}`;
  const clients = new Map<number, Set<Client>>();
  let subscriber: Redis | undefined;

  async function deliver(change: NotificationChange): Promise<void> {
    const local = clients.get(change.userId);
    if (!local || local.size === 0) return;
    const [count, notification] = await Promise.all([
      notifications.unreadCount(change.userId),
      change.notificationId === null ? null : notifications.find(change.userId, change.notificationId),
    ]);
    const event: TNotificationStreamEvent = { unread_count: count, notification: notification ?? null };
    for (const client of local) client.stream.event('notifications', event, notification?.id);
  }

  function deliverSafely(change: NotificationChange): void {
    deliver(change).catch((err) => log.warn({ err }, 'could not deliver a notification'));
  }

  // Through Redis when both connections are up (this instance hears its own message too); else this
  // instance's streams still get it directly, and the others' clients find it on their next poll.
  const stopListening = notifications.onChange((change) => {
    const viaRedis = redis?.status === 'ready' && subscriber?.status === 'ready';
    if (!viaRedis) deliverSafely(change);
    if (redis?.status !== 'ready') return;
    redis.publish(channel, JSON.stringify(change)).catch((err) => {
      log.warn({ err: err.message }, 'could not publish a notification');
      if (viaRedis) deliverSafely(change);
    });
  });

  async function subscribe(): Promise<void> {
    if (!redis) return;
    subscriber = redis.duplicate({ commandTimeout: undefined });
    subscriber.on('error', (err) => log.warn({ err: err.message }, 'redis subscriber error'));
    subscriber.on('message', (_channel, message) => {
      try {
        deliverSafely(JSON.parse(message) as NotificationChange);
      } catch (err) {
        log.warn({ err }, 'unreadable notification message');
      }
    });
    try {
      if (subscriber.status === 'wait') await subscriber.connect();
      await subscriber.subscribe(channel);
    } catch (err) {
      log.error(
        { err: (err as Error).message },
        'redis subscriber is not connected: live notifications from other instances are off',
      );
    }
  }

  function remove(client: Client): void {
    const set = clients.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) clients.delete(client.userId);
    client.stream.end();
  }

  // One timer for every stream: a comment line, and the end of streams whose session has ended.
  const heartbeat = setInterval(() => {
    for (const set of clients.values())
      for (const client of set) {
        client.stream.heartbeat();
        client
          .stillSignedIn()
          .then((live) => {
            if (!live) remove(client);
          })
          .catch(() => undefined);
      }
  }, deps.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    ready: subscribe(),

    /** Opens a stream for the user, or null when they have too many open already. */
    async open(userId: number, stillSignedIn: () => Promise<boolean>): Promise<SseStream | null> {
      const set = clients.get(userId) ?? new Set<Client>();
      if (set.size >= MAX_STREAMS_PER_USER) return null;
      const client: Client = { stream: new SseStream(RETRY_MS), userId, stillSignedIn };
      set.add(client);
      clients.set(userId, set);
      client.stream.body.on('close', () => remove(client));
      const count = await notifications.unreadCount(userId);
      client.stream.event('notifications', {
        unread_count: count,
        notification: null,
      } satisfies TNotificationStreamEvent);
      return client.stream;
    },

    streamCount(userId: number): number {
      return clients.get(userId)?.size ?? 0;
    },

    /** Ends every stream (before the server closes, so that closing does not wait for them). */
    async close(): Promise<void> {
      clearInterval(heartbeat);
      stopListening();
      for (const set of [...clients.values()]) for (const client of [...set]) remove(client);
      if (subscriber) subscriber.disconnect();
    },
  };
}

export type NotificationsHub = ReturnType<typeof createNotificationsHub>;

import { type TNotificationStreamEvent, ZNotificationStreamEvent } from '@taskas/contracts';

/** One event of the stream checked against the contract, or null; fetched with the first event. */
export function readStreamEvent(data: string): TNotificationStreamEvent | null {
  try {
    const parsed = ZNotificationStreamEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

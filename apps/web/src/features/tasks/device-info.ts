import type { TAnswerSubmission } from '@taskas/contracts';
import Bowser from 'bowser';

export type TDeviceInfo = NonNullable<TAnswerSubmission['device_info']>;

/**
 * The browser, system and screen an answer was given on, as the attempt stores it:
 * `{ browser: 'Chrome 131', os: 'Linux', screen: '1280×800' }`. A part that cannot be told is left out.
 */
export function deviceInfo(
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  screen: Pick<Screen, 'width' | 'height'> | undefined = typeof window === 'undefined'
    ? undefined
    : window.screen,
): TDeviceInfo {
  const parser = Bowser.getParser(userAgent);
  const name = parser.getBrowserName();
  const major = parser.getBrowserVersion()?.split('.')[0];
  const os = parser.getOSName();
  const info: TDeviceInfo = {};
  if (name) info.browser = (major ? `${name} ${major}` : name).slice(0, 200);
  if (os) info.os = os.slice(0, 200);
  if (screen && screen.width > 0 && screen.height > 0) info.screen = `${screen.width}×${screen.height}`;
  return info;
}

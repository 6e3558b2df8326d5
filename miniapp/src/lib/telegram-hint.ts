/**
 * Whether Telegram may have launched the page, decided without the SDK: its launch parameters are in the
 * address, in the navigation entry that loaded the page (a reload after the hash changed), or in the
 * session storage the SDK keeps them in. Only then is the SDK's chunk fetched and asked for certain.
 */
const LAUNCH_PARAM = 'tgWebApp';
const STORED_PARAMS = 'tapps/launchParams';

function navigationUrl(): string {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry?.name ?? '';
}

function storedParams(): boolean {
  try {
    return sessionStorage.getItem(STORED_PARAMS) !== null;
  } catch {
    return false;
  }
}

export function mayBeTelegram(): boolean {
  return location.href.includes(LAUNCH_PARAM) || navigationUrl().includes(LAUNCH_PARAM) || storedParams();
}

/**
 * The staff ID token the admin portal left in this browser, read straight from the Cognito
 * library's localStorage keys (`CognitoIdentityServiceProvider.<clientId>.LastAuthUser` and
 * `...<clientId>.<user>.idToken`), so the public page can show drafts to a signed-in admin without
 * downloading the Cognito library. An expired token is ignored (the portal refreshes it on its
 * next visit); the API checks the token and the allow-list anyway.
 */
const prefix = 'CognitoIdentityServiceProvider.';
const lastUserSuffix = '.LastAuthUser';

function expiresAt(token: string): number | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The stored, unexpired ID token of the last signed-in staff user, if any. */
export function storedIdToken(now = Date.now()): string | undefined {
  try {
    const storage = window.localStorage;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(prefix) || !key.endsWith(lastUserSuffix)) continue;
      const user = storage.getItem(key);
      if (!user) continue;
      const client = key.slice(0, -lastUserSuffix.length);
      const token = storage.getItem(`${client}.${user}.idToken`);
      const expiry = token ? expiresAt(token) : undefined;
      if (token && expiry !== undefined && expiry > now) return token;
    }
  } catch {
    // Storage unavailable: nobody is signed in on this browser as far as we can tell.
  }
  return undefined;
}

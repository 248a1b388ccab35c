/** The slug of a fixed page from its path (`/solutions/growth-enablement` -> `growth-enablement`). */
export function lastSegment(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

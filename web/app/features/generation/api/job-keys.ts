/** Query keys of generation jobs, under the admin prefix so a sign-out clears them too. */
export const jobKeys = {
  all: ['admin', 'jobs'] as const,
  recent: ['admin', 'jobs', 'recent'] as const,
  job: (id: string) => ['admin', 'jobs', id] as const,
};

/** Path of one job. */
export function jobPath(id: string): string {
  return `/api/admin/jobs/${encodeURIComponent(id)}`;
}

/**
 * Shows its children only to a staff member of at least `minimum`: the action is
 * hidden, not offered and then refused. `fallback` is what others see (nothing by default).
 */
import type { ReactNode } from 'react';
import type { StaffRole } from '@shared/rules/staff-roles';
import { useHasRole } from './use-role';

export function RequireRole({
  minimum,
  fallback = null,
  children,
}: {
  minimum: StaffRole;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return useHasRole(minimum) ? children : fallback;
}

import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts (tailwind-merge would cost every page
 * 8 KB of JavaScript), so the classes a component and its caller combine must not conflict: a
 * component keeps overridable properties out of its base, and a caller overrides with a variant
 * prefix that wins by construction (`max-sm:hidden`). test/unit/web/app/lib/cn.test.ts
 * guards this.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

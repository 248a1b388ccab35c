/**
 * Head tags of every admin screen: '{screen} | Admin Portal | {brand}' and noindex. React Router
 * renders only the deepest route's meta, so every admin route module returns this.
 */
import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '~/lib/site-config';

export function adminMeta(screen?: string): MetaDescriptor[] {
  const title = [screen, 'Admin Portal', siteConfig.brandName].filter(Boolean).join(' | ');
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

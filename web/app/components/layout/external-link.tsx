/** A link that opens an external page in a new tab, announced as such to screen readers. */
import type { ComponentProps } from 'react';
import { uiLabels } from '~/lib/ui-labels';

export function ExternalLink({ children, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {uiLabels.opensInNewTab}</span>
    </a>
  );
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlugConflictBadge } from '~/features/pages-admin/components/slug-conflict-badge';

const render = (conflict: string | undefined) =>
  renderToStaticMarkup(createElement(SlugConflictBadge, { conflict }));

describe('SlugConflictBadge', () => {
  it('shows a warning badge with the conflict for a page visitors never reach', () => {
    const html = render(
      'Slug growth-enablement is taken by the service page /solutions/growth-enablement',
    );

    expect(html).toContain('Slug conflict');
    expect(html).toContain(
      'Slug growth-enablement is taken by the service page /solutions/growth-enablement.',
    );
    expect(html).toContain('role="note"');
  });

  it('shows nothing for a page without a conflict', () => {
    expect(render(undefined)).toBe('');
  });
});

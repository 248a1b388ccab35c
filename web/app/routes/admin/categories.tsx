/** /admin/categories (and /admin/categories/new, which opens the inline add). */
import { useLocation } from 'react-router';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { CategoriesManager } from '~/features/categories/components/categories-manager';

export const meta = () => adminMeta('Categories');

export default function CategoriesRoute() {
  const { pathname } = useLocation();
  const adding = pathname.replace(/\/+$/, '').endsWith('/categories/new');
  return (
    <>
      <AdminPageHeader title="Categories" description="The categories articles are filed under." />
      <CategoriesManager key={adding ? 'adding' : 'list'} startAdding={adding} />
    </>
  );
}

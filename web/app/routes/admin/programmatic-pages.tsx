/**
 * /admin/programmatic-pages: the Programmatic Pages Manager, with the Pages tab (each row's
 * workflow dialogs from the content-workflow feature) and the Create New Page tab (manual form
 * and bulk CSV upload).
 */
import { useState } from 'react';
import { AiBadge } from '~/features/admin-shell/components/ai-badge';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { CreatePageForm } from '~/features/pages-admin/components/create-page-form';
import { CsvImport } from '~/features/pages-admin/components/csv-import';
import { PagesTable } from '~/features/pages-admin/components/pages-table';
import { pageHeading } from '~/features/pages-admin/page-status';
import { RowWorkflowDialog } from '~/features/content-workflow/components/row-workflow-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';

export const meta = () => adminMeta('Programmatic Pages');

export default function ProgrammaticPagesRoute() {
  const [tab, setTab] = useState('pages');
  return (
    <>
      <AdminPageHeader
        title={
          <span className="inline-flex items-center gap-2">
            Programmatic Pages Manager <AiBadge />
          </span>
        }
        description="SEO landing pages written by AI from a keyword, an industry and a pain point, published at /solutions/{slug}."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="pages">Pages</TabsTrigger>
          <TabsTrigger value="create">Create New Page</TabsTrigger>
        </TabsList>
        <TabsContent value="pages" className="mt-4">
          <PagesTable
            renderRowDialog={(page, dialog, onClose) => (
              <RowWorkflowDialog
                kind="page"
                item={page}
                name={pageHeading(page)}
                dialog={dialog}
                onClose={onClose}
              />
            )}
          />
        </TabsContent>
        <TabsContent value="create" className="mt-4 grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Create a page</CardTitle>
              <CardDescription>
                Its content is generated right away; choose below where the page lands.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <CreatePageForm onCreated={() => setTab('pages')} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Bulk upload from CSV</CardTitle>
              <CardDescription>Create many pages at once from a CSV file.</CardDescription>
            </CardHeader>
            <CardContent>
              <CsvImport />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}

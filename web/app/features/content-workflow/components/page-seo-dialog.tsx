/**
 * A programmatic page's SEO panel, opened from its row: the shared SEO fields and
 * previews (components/seo) over the page's generated meta, saved with the version the dialog
 * opened with (someone regenerating meanwhile gets the 409 message, never a silent overwrite).
 */
import { useState } from 'react';
import { normaliseSeo, type SeoFields } from '@shared/rules/seo-fields';
import type { PageRecord } from '@shared/schemas/page';
import { seoInputSchema } from '@shared/schemas/seo';
import type { SeoFieldErrors } from '~/components/seo/seo-fields-panel';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { errorMessage } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { useSavePageSeo } from '../api/seo';
import { SeoPanel } from './seo-panel';

export function PageSeoDialog({
  page,
  name,
  onClose,
}: {
  page: PageRecord;
  /** The page's name as its row shows it. */
  name: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="panel">
        <DialogHeader>
          <DialogTitle>SEO: {name}</DialogTitle>
          <DialogDescription>
            How /solutions/{page.slug} appears in search results and on shared links. Empty fields
            use the generated meta.
          </DialogDescription>
        </DialogHeader>
        <PageSeoForm page={page} name={name} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function PageSeoForm({
  page,
  name,
  onClose,
}: {
  page: PageRecord;
  name: string;
  onClose: () => void;
}) {
  const [value, setValue] = useState<SeoFields>(() => normaliseSeo(page.seo));
  const [errors, setErrors] = useState<SeoFieldErrors>({});
  const save = useSavePageSeo();

  const submit = () => {
    const parsed = seoInputSchema.safeParse(value);
    if (!parsed.success) {
      const found: SeoFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof SeoFields;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: page.id, input: { seo: parsed.data, version: page.version } },
      {
        onSuccess: () => {
          toast.success('SEO saved', { description: `“${name}” was updated.` });
          onClose();
        },
        onError: (error) => toast.error('SEO not saved', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={`SEO of ${name}`}
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SeoPanel
        subject={{ kind: 'page', page }}
        value={value}
        onChange={setValue}
        errors={errors}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save SEO'}
        </Button>
      </DialogFooter>
    </form>
  );
}

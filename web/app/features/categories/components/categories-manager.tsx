/**
 * The category list (admin-portal.md section 2, "Categories"): inline add, inline edit with save
 * and cancel, delete with confirmation. An empty name (after trimming) is refused with the toast
 * 'Validation Error' / 'Category name cannot be empty', on create and on edit. Enter saves and
 * Escape cancels an inline field.
 */
import { useState, type KeyboardEvent } from 'react';
import { Check, Pencil, Plus, X } from 'lucide-react';
import { toast } from '~/lib/toast';
import { categoryInputSchema, type CategoryRecord } from '@shared/schemas/category';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DeleteButton } from '~/components/ui/row-actions';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { useErrorToast } from '~/lib/admin-api';
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useRenameCategory,
} from '../api/categories';

/** The trimmed name, or undefined after showing the 'Validation Error' toast. */
function validName(name: string): string | undefined {
  const parsed = categoryInputSchema.safeParse({ name });
  if (parsed.success) return parsed.data.name;
  toast.error('Validation Error', { description: parsed.error.issues[0]?.message });
  return undefined;
}

function InlineName({
  id,
  label,
  initial,
  busy,
  onSave,
  onCancel,
}: {
  id: string;
  label: string;
  initial: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const save = () => {
    const name = validName(value);
    if (name !== undefined) onSave(name);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="flex flex-1 items-center gap-2">
      <Input
        id={id}
        aria-label={label}
        value={value}
        autoFocus
        disabled={busy}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-w-sm"
      />
      <Button type="button" size="sm" variant="brand" disabled={busy} onClick={save}>
        <Check aria-hidden="true" />
        Save
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onCancel}>
        <X aria-hidden="true" />
        Cancel
      </Button>
    </div>
  );
}

export function CategoriesManager({ startAdding = false }: { startAdding?: boolean }) {
  const { data, error, isPending } = useCategories();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [adding, setAdding] = useState(startAdding);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<CategoryRecord | null>(null);
  useErrorToast('Failed to load categories', error);

  const categories = data?.items ?? [];

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="flex flex-wrap items-center gap-3 pt-6">
          {adding ? (
            <InlineName
              id="new-category-name"
              label="New category name"
              initial=""
              busy={create.isPending}
              onSave={(name) => create.mutate({ name }, { onSuccess: () => setAdding(false) })}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <Button type="button" variant="brand" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add Category
            </Button>
          )}
        </CardContent>
      </Card>

      {isPending ? (
        <Spinner label="Loading categories" className="py-10" />
      ) : categories.length === 0 ? (
        <p className="rounded-lg border bg-background p-10 text-center text-muted-foreground">
          {error
            ? 'The categories could not be loaded.'
            : 'No categories found. Create your first category!'}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border bg-background" aria-label="Categories">
          {categories.map((category) => (
            <li key={category.id} className="flex min-h-16 items-center gap-3 px-4 py-3">
              {editingId === category.id ? (
                <InlineName
                  id={`category-${category.id}-name`}
                  label={`Name of ${category.name}`}
                  initial={category.name}
                  busy={rename.isPending}
                  onSave={(name) =>
                    rename.mutate(
                      { id: category.id, input: { name } },
                      { onSuccess: () => setEditingId(null) },
                    )
                  }
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <>
                  <span className="flex-1 font-medium">{category.name}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${category.name}`}
                    onClick={() => setEditingId(category.id)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <DeleteButton
                    label={`Delete ${category.name}`}
                    onClick={() => setPendingDelete(category)}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        item={pendingDelete}
        title="Delete this category?"
        description={(category) => (
          <>
            “{category.name}” will be deleted permanently. Categories that still have articles
            cannot be deleted.
          </>
        )}
        confirmLabel="Delete"
        onConfirm={(category) => {
          remove.mutate(category.id);
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}

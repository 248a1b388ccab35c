/**
 * The author form (/admin/authors/new and /admin/authors/edit/{id}): the entity's fields, name,
 * bio and avatar, validated with the shared author schema. Leaving with unsaved changes asks first.
 */
import type { ReactNode } from 'react';
import { useForm, useController } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '~/lib/toast';
import {
  authorInputSchema,
  type AuthorFormValues,
  type AuthorInput,
  type AuthorRecord,
} from '@shared/schemas/author';
import { UnsavedChangesGuard } from '~/components/forms/unsaved-changes-guard';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { ApiError, errorMessage } from '~/lib/admin-api';
import { useSaveAuthor } from '../api/authors';

export interface AuthorFormProps {
  author?: AuthorRecord;
  renderAvatarField: (field: {
    id: string;
    value: string;
    onChange: (url: string) => void;
  }) => ReactNode;
  onCancel: () => void;
  onSaved: (author: AuthorRecord) => void;
}

export function AuthorForm({ author, renderAvatarField, onCancel, onSaved }: AuthorFormProps) {
  const save = useSaveAuthor();
  const form = useForm<AuthorFormValues, unknown, AuthorInput>({
    resolver: zodResolver(authorInputSchema),
    defaultValues: {
      name: author?.name ?? '',
      bio: author?.bio ?? '',
      avatar_url: author?.avatar_url ?? '',
    },
  });
  const { errors } = form.formState;
  const avatar = useController({ control: form.control, name: 'avatar_url' }).field;

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: author?.id, input });
      // Saved work is not unsaved work: leaving now asks nothing.
      form.reset({ name: saved.name, bio: saved.bio, avatar_url: saved.avatar_url });
      toast.success(author ? 'Author updated' : 'Author created');
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'name' || field === 'bio' || field === 'avatar_url') {
            form.setError(field, { type: 'server', message });
          }
        }
      }
      toast.error('Failed to save author', { description: errorMessage(error) });
    }
  });

  return (
    <Card className="max-w-2xl">
      <CardContent className="pt-6">
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-5"
          aria-label={author ? 'Edit Author' : 'New Author'}
        >
          <FormField id="author-name" label="Name" error={errors.name?.message}>
            <Input
              autoComplete="off"
              {...fieldControlProps('author-name', { error: errors.name?.message })}
              {...form.register('name')}
            />
          </FormField>
          <FormField id="author-bio" label="Bio" error={errors.bio?.message}>
            <Textarea
              rows={5}
              {...fieldControlProps('author-bio', { error: errors.bio?.message })}
              {...form.register('bio')}
            />
          </FormField>
          {renderAvatarField({
            id: 'author-avatar',
            value: avatar.value ?? '',
            onChange: avatar.onChange,
          })}
          {errors.avatar_url?.message ? (
            <p className="text-sm text-destructive dark:text-red-400">
              {errors.avatar_url.message}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" variant="brand" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : author ? 'Save Author' : 'Create Author'}
            </Button>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
        <UnsavedChangesGuard when={form.formState.isDirty} />
      </CardContent>
    </Card>
  );
}

/**
 * The editor's fields bound to its form: markdown fields, the author and category selects, the
 * published switch and the image slot (whose control the route composes from the uploads feature).
 */
import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';
import { Switch } from '~/components/ui/switch';
import type { EditorValues } from '../editor-values';
import { MarkdownField } from './markdown-field';

export interface NamedOption {
  id: string;
  name: string;
}

/** The image upload control, as the route renders it. */
export type RenderImageField = (field: {
  id: string;
  value: string;
  onChange: (url: string) => void;
}) => ReactNode;

export function ControlledMarkdown({
  control,
  name,
  id,
  label,
  error,
  hint,
  onPasted,
}: {
  control: Control<EditorValues>;
  name: 'content' | 'introduction' | 'conclusion';
  id: string;
  label: string;
  error?: string;
  hint?: string;
  onPasted?: () => void;
}) {
  const { field } = useController({ control, name });
  return (
    <MarkdownField
      id={id}
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onPasted={onPasted}
      error={error}
      hint={hint}
    />
  );
}

export function ControlledSelect({
  control,
  name,
  id,
  label,
  placeholder,
  options,
  error,
}: {
  control: Control<EditorValues>;
  name: 'author_id' | 'category_id';
  id: string;
  label: string;
  placeholder: string;
  options: readonly NamedOption[];
  error?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormField id={id} label={label} error={error}>
      <Select value={field.value || undefined} onValueChange={field.onChange}>
        <SelectTrigger
          ref={field.ref}
          className="w-full"
          {...fieldControlProps(id, { error })}
          onBlur={field.onBlur}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.id} value={option.id}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

export function PublishedSwitch({ control }: { control: Control<EditorValues> }) {
  const { field } = useController({ control, name: 'is_published' });
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor="article-published">Published</Label>
      <Switch
        id="article-published"
        checked={field.value}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
      />
    </div>
  );
}

export function ImageSlot({
  control,
  render,
}: {
  control: Control<EditorValues>;
  render: RenderImageField;
}) {
  const { field } = useController({ control, name: 'image_url' });
  return <>{render({ id: 'article-image', value: field.value, onChange: field.onChange })}</>;
}

/** Hint of alt text the machine wrote (a generated article): a person should check it. */
export const altReviewHint =
  'Written from the title when the article was generated: check that it describes the image.';

/**
 * The image's alt text, beside the image: what a screen reader says and what shows when the image
 * does not load. Required to publish with an uploaded image; editing it marks it reviewed.
 */
export function ImageAltField({
  control,
  error,
}: {
  control: Control<EditorValues>;
  error?: string;
}) {
  const alt = useController({ control, name: 'image_alt' });
  const review = useController({ control, name: 'image_alt_review' });
  const id = 'article-image-alt';
  const hint = review.field.value
    ? altReviewHint
    : 'Describe what the image shows, for readers who cannot see it.';
  return (
    <FormField id={id} label="Alt text" error={error} hint={hint}>
      <Input
        ref={alt.field.ref}
        name={alt.field.name}
        value={alt.field.value}
        maxLength={250}
        {...fieldControlProps(id, { error, hint })}
        onChange={(event) => {
          alt.field.onChange(event.target.value);
          if (review.field.value) review.field.onChange(false);
        }}
        onBlur={alt.field.onBlur}
      />
    </FormField>
  );
}

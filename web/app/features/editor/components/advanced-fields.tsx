/**
 * Advanced mode's body fields (admin-portal.md section 4): Introduction, Key Points (add, remove
 * but the first), Sections with a title and markdown content each (add, remove but the first),
 * and Conclusion.
 */
import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useController, type Control, type FieldErrors } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/cn';
import type { EditorValues } from '../editor-values';
import { ControlledMarkdown } from './editor-fields';
import { MarkdownField } from './markdown-field';

interface FieldsProps {
  control: Control<EditorValues>;
  errors: FieldErrors<EditorValues>;
}

/** `children` go in the Conclusion's card, below it (the body's tools: link suggestions). */
export function AdvancedFields({
  control,
  errors,
  children,
}: FieldsProps & { children?: ReactNode }) {
  return (
    <>
      <Card>
        <CardContent className="pt-6">
          <ControlledMarkdown
            control={control}
            name="introduction"
            id="article-introduction"
            label="Introduction"
            error={errors.introduction?.message}
          />
        </CardContent>
      </Card>
      <KeyPoints control={control} errors={errors} />
      <Sections control={control} errors={errors} />
      <Card>
        <CardContent className="pt-6">
          <ControlledMarkdown
            control={control}
            name="conclusion"
            id="article-conclusion"
            label="Conclusion"
            error={errors.conclusion?.message}
          />
          {children}
        </CardContent>
      </Card>
    </>
  );
}

/** Replaces the item at `index`. */
function replaced<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** A card of repeatable items: the items, the list's own message (at least one), Add. */
function ListCard({
  title,
  gap,
  error,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  gap: 'gap-3' | 'gap-6';
  error?: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className={cn('grid', gap)}>
        {children}
        {error ? (
          <p className="text-sm font-medium text-destructive dark:text-red-400" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="button" variant="outline" className="justify-self-start" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </CardContent>
    </Card>
  );
}

function KeyPoints({ control, errors }: FieldsProps) {
  const { field } = useController({ control, name: 'key_points' });
  const points = field.value;
  return (
    <ListCard
      title="Key Points"
      gap="gap-3"
      error={errors.key_points?.message}
      addLabel="Add Key Point"
      onAdd={() => field.onChange([...points, ''])}
    >
      {points.map((point, index) => {
        const id = `article-key-point-${index}`;
        const error = errors.key_points?.[index]?.message;
        return (
          <div key={index} className="grid gap-1">
            <div className="flex items-center gap-2">
              <Label htmlFor={id} className="sr-only">
                Key point {index + 1}
              </Label>
              <Input
                {...fieldControlProps(id, { error })}
                value={point}
                placeholder={`Key point ${index + 1}`}
                onChange={(event) => field.onChange(replaced(points, index, event.target.value))}
              />
              {index > 0 ? (
                <RemoveButton
                  label={`Remove key point ${index + 1}`}
                  onClick={() => field.onChange(points.filter((_, i) => i !== index))}
                />
              ) : null}
            </div>
            {error ? (
              <p id={`${id}-error`} className="text-sm text-destructive dark:text-red-400">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </ListCard>
  );
}

function Sections({ control, errors }: FieldsProps) {
  const { field } = useController({ control, name: 'sections' });
  const sections = field.value;
  return (
    <ListCard
      title="Sections"
      gap="gap-6"
      error={errors.sections?.message}
      addLabel="Add Section"
      onAdd={() => field.onChange([...sections, { title: '', content: '' }])}
    >
      {sections.map((section, index) => {
        const titleId = `article-section-${index}-title`;
        const titleError = errors.sections?.[index]?.title?.message;
        return (
          <fieldset key={index} className="grid gap-4 rounded-md border p-4">
            <legend className="px-1 text-sm font-semibold">Section {index + 1}</legend>
            <FormField id={titleId} label="Section title" error={titleError}>
              <div className="flex items-center gap-2">
                <Input
                  {...fieldControlProps(titleId, { error: titleError })}
                  value={section.title}
                  onChange={(event) =>
                    field.onChange(
                      replaced(sections, index, { ...section, title: event.target.value }),
                    )
                  }
                />
                {index > 0 ? (
                  <RemoveButton
                    label={`Remove section ${index + 1}`}
                    onClick={() => field.onChange(sections.filter((_, i) => i !== index))}
                  />
                ) : null}
              </div>
            </FormField>
            <MarkdownField
              id={`article-section-${index}-content`}
              label="Section content"
              value={section.content}
              onChange={(content) =>
                field.onChange(replaced(sections, index, { ...section, content }))
              }
              error={errors.sections?.[index]?.content?.message}
            />
          </fieldset>
        );
      })}
    </ListCard>
  );
}

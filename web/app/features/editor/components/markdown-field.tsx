/**
 * A markdown text area with the toolbar (heading levels 1-3, bold, italic, link) and Write /
 * Preview tabs (admin-portal.md section 2). At least 300 px high. The value is the caller's: the
 * field reports every change, and calls `onPasted` after a paste (the simple editor checks
 * reserved headings then, not on every keystroke).
 */
import { useRef, type ReactNode } from 'react';
import { Bold, Heading1, Heading2, Heading3, Italic, Link2, type LucideIcon } from 'lucide-react';
import { fieldControlProps } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import { Button } from '~/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/cn';
import { applyMarkdownFormat, type MarkdownFormat } from '../markdown-format';
import { MarkdownPreview } from './markdown-preview';

const tools: { format: MarkdownFormat; label: string; icon: LucideIcon }[] = [
  { format: 'h1', label: 'Heading 1', icon: Heading1 },
  { format: 'h2', label: 'Heading 2', icon: Heading2 },
  { format: 'h3', label: 'Heading 3', icon: Heading3 },
  { format: 'bold', label: 'Bold', icon: Bold },
  { format: 'italic', label: 'Italic', icon: Italic },
  { format: 'link', label: 'Link', icon: Link2 },
];

export interface MarkdownFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onPasted?: () => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  /** Smaller fields (a key point) skip the tabs and the minimum height. */
  className?: string;
}

export function MarkdownField({
  id,
  label,
  value,
  onChange,
  onBlur,
  onPasted,
  error,
  hint,
  placeholder,
  className,
}: MarkdownFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null);

  const format = (kind: MarkdownFormat) => {
    const element = area.current;
    if (!element) return;
    const next = applyMarkdownFormat(
      { text: element.value, start: element.selectionStart, end: element.selectionEnd },
      kind,
    );
    onChange(next.text);
    // After React has written the new value, put the selection where the format says.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Tabs defaultValue="write">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div
            role="group"
            aria-label={`Formatting for ${typeof label === 'string' ? label : 'this field'}`}
            className="flex flex-wrap gap-1"
          >
            {tools.map(({ format: kind, label: toolLabel, icon: Icon }) => (
              <Button
                key={kind}
                type="button"
                variant="outline"
                size="icon-sm"
                aria-label={toolLabel}
                title={toolLabel}
                aria-controls={id}
                onClick={() => format(kind)}
              >
                <Icon aria-hidden="true" />
              </Button>
            ))}
          </div>
          <TabsList>
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="write" className="mt-2">
          <Textarea
            ref={area}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onPaste={() => {
              if (onPasted) window.setTimeout(onPasted, 0);
            }}
            variant="code"
            className="min-h-[300px]"
            {...fieldControlProps(id, { error, hint })}
          />
        </TabsContent>
        <TabsContent
          value="preview"
          className="mt-2 min-h-[300px] rounded-md border bg-background p-4"
          aria-label="Preview"
        >
          <MarkdownPreview markdown={value} />
        </TabsContent>
      </Tabs>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

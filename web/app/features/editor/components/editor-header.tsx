/**
 * The editor's top bar (admin-portal.md section 4): Back, the title, the Simple / Advanced toggle,
 * the unsaved-changes status and Save.
 */
import { ArrowLeft, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import type { EditorMode } from '../editor-values';

export function EditorHeader({
  title,
  mode,
  dirty,
  saving,
  onBack,
  onModeChange,
  actions,
}: {
  title: string;
  mode: EditorMode;
  dirty: boolean;
  saving: boolean;
  onBack: () => void;
  onModeChange: (mode: EditorMode) => void;
  /** More actions before Save (the preview link of a saved article). */
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      </div>
      {/* The unsaved-changes line sits under the buttons, in a line always reserved for it, so
          the buttons never move or wrap when it appears. */}
      <div className="grid justify-items-end gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <div
            role="group"
            aria-label="Editor mode"
            className="inline-flex rounded-md border bg-muted p-1"
          >
            {(['simple', 'advanced'] as const).map((option) => (
              <Button
                key={option}
                type="button"
                size="sm"
                variant={mode === option ? 'default' : 'ghost'}
                aria-pressed={mode === option}
                onClick={() => onModeChange(option)}
              >
                {option === 'simple' ? 'Simple Mode' : 'Advanced Mode'}
              </Button>
            ))}
          </div>
          {actions}
          <Button type="submit" variant="brand" disabled={saving}>
            <Save aria-hidden="true" />
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
        <p className="min-h-5 text-sm text-muted-foreground" role="status">
          {dirty ? 'Unsaved changes (kept on this device)' : ''}
        </p>
      </div>
    </div>
  );
}

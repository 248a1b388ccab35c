/**
 * The rewrite controls every editor shares (the article editor's body, a programmatic page's SEO
 * dialog): what to rewrite (the caller's passages), how (a preset instruction or the editor's own
 * words) and the button. The answer is the caller's to show as a {@link SuggestionDiff}: only the
 * caller knows where the text goes back.
 */
import { useState } from 'react';
import {
  maxInstructionLength,
  rewriteInstructionLabels,
  rewriteInstructions,
  type RewriteAssistInput,
  type RewriteInstruction,
} from '@shared/schemas/assist';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Spinner } from '~/components/ui/spinner';

/** A passage the editor may ask to rewrite. */
export interface RewriteSource {
  value: string;
  label: string;
}

/** How the passage is to be rewritten, as the rewrite route takes it. */
export type RewriteHow = Pick<RewriteAssistInput, 'instruction' | 'custom_instruction'>;

export function RewriteControls({
  idPrefix,
  sources,
  source,
  onSourceChange,
  busy,
  asking,
  onAsk,
}: {
  /** Prefix of the controls' ids, unique on the screen. */
  idPrefix: string;
  sources: readonly RewriteSource[];
  source: string;
  onSourceChange: (source: string) => void;
  /** Another request is under way: nothing more is asked meanwhile. */
  busy: boolean;
  /** This rewrite is being asked for. */
  asking: boolean;
  onAsk: (how: RewriteHow) => void;
}) {
  const [instruction, setInstruction] = useState<RewriteInstruction>('shorter');
  const [custom, setCustom] = useState('');

  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Rewrite</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-source`}>What</Label>
          <select
            id={`${idPrefix}-source`}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={source}
            onChange={(event) => onSourceChange(event.target.value)}
          >
            {sources.map((each) => (
              <option key={each.value} value={each.value}>
                {each.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-instruction`}>How</Label>
          <select
            id={`${idPrefix}-instruction`}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={instruction}
            onChange={(event) => setInstruction(event.target.value as RewriteInstruction)}
          >
            {rewriteInstructions.map((each) => (
              <option key={each} value={each}>
                {rewriteInstructionLabels[each]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {instruction === 'custom' ? (
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-custom`}>Instruction</Label>
          <Input
            id={`${idPrefix}-custom`}
            maxLength={maxInstructionLength}
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            placeholder="For example: address a finance director"
          />
        </div>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy || (instruction === 'custom' && !custom.trim())}
          onClick={() =>
            onAsk({ instruction, custom_instruction: instruction === 'custom' ? custom : '' })
          }
        >
          {asking ? <Spinner label="Asking the assistant" /> : null}
          Suggest a rewrite
        </Button>
      </div>
    </fieldset>
  );
}

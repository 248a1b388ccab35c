/**
 * Where generated content lands (batch generation, page creation and CSV import): waiting for
 * review (the default), draft, or published. One control for every generation form.
 */
import {
  defaultGenerationLanding,
  generationLandingLabels,
  generationLandings,
  type GenerationLanding,
} from '@shared/schemas/review';
import { Label } from '~/components/ui/label';
import { Select, SelectOptions, SelectTrigger, SelectValue } from '~/components/ui/select';

/** What happens to the generated content, said under the control for the chosen landing. */
export const landingOutcomes: Record<GenerationLanding, string> = {
  in_review: 'Once generated, it waits for an editor to review and publish it.',
  draft: 'Once generated, it is saved as a draft.',
  published: 'Once generated, it goes live at once.',
};

export function LandingSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: GenerationLanding | undefined;
  onChange: (value: GenerationLanding) => void;
}) {
  const chosen = value ?? defaultGenerationLanding;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={chosen} onValueChange={(next) => onChange(next as GenerationLanding)}>
        <SelectTrigger id={id} className="w-full sm:w-64" aria-describedby={`${id}-outcome`}>
          <SelectValue />
        </SelectTrigger>
        <SelectOptions values={generationLandings} labels={generationLandingLabels} />
      </Select>
      <p id={`${id}-outcome`} className="text-sm text-muted-foreground">
        {landingOutcomes[chosen]}
      </p>
    </div>
  );
}

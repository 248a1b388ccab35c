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
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value ?? defaultGenerationLanding}
        onValueChange={(next) => onChange(next as GenerationLanding)}
      >
        <SelectTrigger id={id} className="w-full sm:w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions values={generationLandings} labels={generationLandingLabels} />
      </Select>
    </div>
  );
}

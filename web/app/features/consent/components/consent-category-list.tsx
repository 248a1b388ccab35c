/**
 * The cookie categories with a switch each (dialog's detailed view, Cookie Settings page).
 * Essential categories are on, locked and labelled Required; the others follow `choices`.
 */
import { cookieCategories } from '@shared/content/cookie-categories';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import type { OptionalChoices } from '../api/consent-store';

export function ConsentCategoryList({
  idPrefix,
  choices,
  onChange,
  requiredLabel,
}: {
  idPrefix: string;
  choices: OptionalChoices;
  onChange: (choices: OptionalChoices) => void;
  requiredLabel: string;
}) {
  return (
    <ul className="divide-y rounded-lg border">
      {cookieCategories.map((category) => {
        const id = `${idPrefix}-${category.id}`;
        const checked = category.id === 'necessary' ? true : choices[category.id];
        return (
          <li key={category.id} className="flex items-start justify-between gap-4 p-4">
            <div className="grid gap-1">
              <div className="flex items-center gap-2">
                <Label htmlFor={id} variant="title">
                  {category.name}
                </Label>
                {category.essential ? (
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                    {requiredLabel}
                  </span>
                ) : null}
              </div>
              <p id={`${id}-description`} className="text-sm text-muted-foreground">
                {category.description}
              </p>
            </div>
            <Switch
              id={id}
              checked={checked}
              disabled={category.essential}
              aria-describedby={`${id}-description`}
              onCheckedChange={(value) => {
                if (category.id === 'necessary') return;
                onChange({ ...choices, [category.id]: value });
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}

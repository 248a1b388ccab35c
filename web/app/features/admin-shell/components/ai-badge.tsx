/** The 'AI' marker beside screens and items whose content a model writes. */
import { Badge } from '~/components/ui/badge';
import { cn } from '~/lib/cn';

export function AiBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="custom"
      size="xs"
      className={cn(
        'border-violet-300 bg-violet-50 text-violet-800 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-200',
        className,
      )}
      title="Written with AI"
    >
      AI
    </Badge>
  );
}

import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy.ts';

/**
 * A toggle with a count (like, save): pressed when on, disabled while its request runs. The
 * name carries the visible count ('Like 3'), so that speech input can say what it sees.
 */
export function ReactionButton({
  icon: Icon,
  label,
  count,
  isOn,
  isPending,
  onClick,
  onClass,
  variant = 'ghost',
  className,
}: {
  icon: LucideIcon;
  label: string;
  count: number;
  isOn: boolean;
  isPending: boolean;
  onClick: () => void;
  /** The colour of the "on" state. */
  onClass: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const shown = Math.max(0, count);
  useFocusKeptWhileBusy(isPending);
  return (
    <Button
      variant={variant}
      size="sm"
      aria-label={`${label} ${shown}`}
      aria-pressed={isOn}
      disabled={isPending}
      onClick={onClick}
      className={cn(isOn && onClass, className)}
    >
      <Icon aria-hidden="true" className={cn(isOn && 'fill-current')} />
      {shown}
    </Button>
  );
}

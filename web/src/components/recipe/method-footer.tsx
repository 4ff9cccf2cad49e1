import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

/**
 * The footer every way of adding a meal shares: Back to the chooser, Cancel, and the
 * method's own action on the right (full width first on narrow screens).
 */
export function MethodFooter({
  onBack,
  onCancel,
  children,
}: {
  onBack: () => void;
  onCancel: () => void;
  /** The action button(s), e.g. 'Add Meal'. */
  children?: ReactNode;
}) {
  // The negative bottom margin covers the dialog body's padding where the footer rests at the
  // end; the negative offset does it while the form scrolls, since a sticky box stops at the
  // padding, and the rows scrolling under it showed through a 20 px strip below it.
  return (
    <div className="sticky -bottom-5 -mx-5 -mb-5 mt-5 flex flex-wrap items-center gap-2 border-t border-line bg-surface-raised px-5 pt-3 pb-5">
      <Button variant="ghost" size="sm" onClick={onBack}>
        Back
      </Button>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      <div className="ml-auto flex gap-2">{children}</div>
    </div>
  );
}

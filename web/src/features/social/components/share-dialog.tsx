import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { paths } from '../../../lib/paths.ts';

/** Spec section 9: the copied state resets after 2 seconds. */
export const COPIED_RESET_MS = 2000;

/** The address of a post (site origin plus /post/{id}), as share links are built. */
export const postLink = (postId: string) => `${window.location.origin}${paths.post(postId)}`;

/** 'Share Post': the read-only link, a copy button, and the device's share sheet if any. */
export function ShareDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const link = postLink(postId);
  const inputId = useId();
  const [isCopied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard access (an old browser, a denied permission): the link is selected instead.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      toast.error('Could not copy the link. It is selected: copy it by hand.');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: 'A post on Forkcast', url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError') toast.error('Could not open the share sheet.');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Share Post"
        description="Anyone with a Forkcast account can open this link."
      >
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Post link
        </label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id={inputId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant={isCopied ? 'secondary' : 'primary'} onClick={copy} className="shrink-0">
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {isCopied ? 'Copied!' : 'Copy'}
          </Button>
        </div>
        {canShare ? (
          <Button variant="outline" className="mt-4 w-full" onClick={share}>
            <Share2 aria-hidden="true" />
            Share with an app
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

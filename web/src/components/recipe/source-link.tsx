import { ExternalLink } from 'lucide-react';

/** The site a recipe came from ('bbcgoodfood.com'); null when its source is not a web address. */
export function sourceHost(source: string): string | null {
  try {
    const url = new URL(source);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.hostname.replace(/^www\./, '')
      : null;
  } catch {
    return null;
  }
}

/** A link to the page a recipe was imported from, opening in a new tab; nothing otherwise. */
export function SourceLink({ source }: { source: string }) {
  const host = sourceHost(source);
  if (!host) return null;
  return (
    <a
      href={source}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline focus-visible:rounded"
    >
      {host}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

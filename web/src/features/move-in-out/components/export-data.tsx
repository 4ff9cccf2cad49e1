import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** Settings > Your data > Export my data: plain downloads, streamed by the server. */
export function ExportData() {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h2 className="text-lg font-bold text-ink">Export my data</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Everything of your account as one zip (lists, meals, schedule, shopping list, posts,
          comments, likes, saves, follows, profile and pictures). You can import it again here.
        </p>
      </div>
      <a href="/api/export" download className={buttonClasses('primary', 'md', 'self-start')}>
        <Download aria-hidden="true" />
        Export my data
      </a>
      <div className="flex flex-wrap gap-2">
        <a
          href="/api/export/recipes?format=jsonld"
          download
          className={buttonClasses('secondary', 'sm')}
        >
          Recipes as JSON-LD
        </a>
        <a
          href="/api/export/recipes?format=markdown"
          download
          className={buttonClasses('secondary', 'sm')}
        >
          Recipes as Markdown
        </a>
      </div>
    </Card>
  );
}

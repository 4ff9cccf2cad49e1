import { describe, expect, it } from 'vitest';
import { pageText } from './page-text.ts';

describe('pageText', () => {
  const html = `<html><head><title>Lemon Risotto | Site</title><style>p{}</style>
    <script>var tracking = 1;</script></head><body>
    <header>Logo</header><nav><a>Home</a><a>Recipes</a></nav>
    <main><h1>Lemon Risotto</h1><p>Creamy &amp;   bright.</p>
    <ul><li>1 cup rice</li><li>1 lemon</li></ul></main>
    <div role="dialog">Accept cookies</div><footer>© 2024</footer></body></html>`;

  it('gives the title and the readable body, one block per line, without furniture', () => {
    expect(pageText(html)).toBe(
      'Lemon Risotto | Site\nLemon Risotto\nCreamy & bright.\n1 cup rice\n1 lemon',
    );
  });

  it('caps the text, cutting at a line end when one is near', () => {
    const long = `<body>${Array.from({ length: 200 }, (_, i) => `<p>Line number ${i} of the story.</p>`).join('')}</body>`;
    const text = pageText(long, 500);
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text.endsWith('of the story.')).toBe(true);
  });

  it('is empty for nothing', () => {
    expect(pageText('')).toBe('');
  });
});

// Must stay the first import: see the file.
import './zod-without-eval.ts';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

import { useEffect, useState } from 'react';

/** `text` once it has not changed for a moment: a search asked when the typing stops. */
export function useSettledText(text: string, ms = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

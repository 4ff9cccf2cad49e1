import { useMatches } from 'react-router';

/** What a protected route tells the shell: its header title and where Back goes. */
export type ShellHandle = { title: string; backTo?: string };

export function useShellHandle(): ShellHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<ShellHandle> | undefined;
    if (handle?.title) return { title: handle.title, backTo: handle.backTo };
  }
  return { title: 'Forkcast' };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenAppSettles } from './app-settled.ts';

/**
 * Whether the first screen has settled (`whenAppSettles`). The shell's badges wait for it, so a
 * phone spends its first second on the screen the member opened rather than on counts in the header.
 */
export function useAppSettled(): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenAppSettles(client).then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, [client]);
  return settled;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '@/components/toast.tsx';
import { startDeviceOutbox, useOutboxEvents } from '@/lib/outbox/device-outbox.ts';
import { describeWrite, keptElsewhere } from '../describe.ts';

/**
 * Sends the signed-in member's kept writes while their screens are up, and tells them what the
 * server decided when it was not what they saw: a write refused (now under Needs attention), or an
 * edit a newer one made elsewhere outranked (the lists then show the newer one).
 */
export function OutboxSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => startDeviceOutbox(userId, queryClient), [userId, queryClient]);
  useOutboxEvents((event) => {
    if (event.type === 'refused') {
      toast({
        title: 'A change needs your attention',
        description: `${describeWrite(event.item).title}: ${event.item.refusal?.message ?? ''}`,
        variant: 'destructive',
      });
      return;
    }
    const lost = keptElsewhere(event.item, event.answer);
    if (lost) toast({ title: 'Changed elsewhere', description: lost });
  });
  return null;
}

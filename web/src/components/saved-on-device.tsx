import { CloudOff } from 'lucide-react';

/**
 * Marks a write that is kept on this device and not yet on the server: it will be sent once the
 * connection is back. Its words are visible (not an icon alone), so every reader gets them.
 */
export function SavedOnDeviceMark({ className = '' }: { className?: string }) {
  return (
    <span className={`badge badge-warning badge-soft h-auto gap-1 py-0.5 whitespace-nowrap ${className}`}>
      <CloudOff size={12} aria-hidden />
      Saved on this device
    </span>
  );
}

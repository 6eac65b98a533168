import { useEffect, useState } from 'react';
import { callApiForResponse } from '@/lib/api/client.ts';

const PHOTO_PATH = /^\/api\/food-photos\/([^/]+)\/([^/]+)$/;

/**
 * A photo of a meal. Photos are private, so the picture is fetched through the API client (which
 * sends the member's token; an <img src> would only carry the cookie, which a token-only session
 * lacks) and shown from a blob URL; while it loads, or if it cannot be read, a plain tile takes its place.
 */
export function FoodPhoto({ url, alt, className }: { url: string; alt: string; className: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const [, userId, name] = PHOTO_PATH.exec(url) ?? [];
    if (!userId || !name) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    callApiForResponse('getFoodPhoto', { params: { userId, name } })
      .then((response) => response.blob())
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src ? (
    <img src={src} alt={alt} className={className} />
  ) : (
    <div className={`${className} bg-base-300`} aria-hidden />
  );
}

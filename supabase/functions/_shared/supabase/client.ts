import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';

/**
 * supabase-js builds its Realtime client with every client and needs a WebSocket class for it;
 * Deno (the edge runtime) has one, Node 20 (tests, the standalone server) does not. The API never
 * opens a realtime channel, so where there is none this stand-in is enough, and says so if used.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not used by the API');
  }
}

interface ClientOptions {
  /** The key sent as `apikey` (the anon key, or the service role key for the sweep). */
  key: string;
  /** Acts as this member: their access token as the bearer. */
  accessToken?: string;
  fetch?: typeof fetch;
  auth?: SupabaseClientOptions<'public'>['auth'];
}

/** One supabase-js client for one call: an edge function serves many members and never shares a session. */
export function supabaseClientFor(supabaseUrl: string, options: ClientOptions): SupabaseClient {
  const transport = (globalThis as { WebSocket?: unknown }).WebSocket ?? NoRealtimeTransport;
  return createClient(supabaseUrl, options.key, {
    auth: options.auth ?? { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.accessToken ? { headers: { Authorization: `Bearer ${options.accessToken}` } } : {}),
    },
    // biome-ignore lint/suspicious/noExplicitAny: realtime-js types its transport as the WebSocket constructor
    realtime: { transport: transport as any },
  });
}

// A live page's Server-Sent Events stream: "changed" with the types of relevant events as a
// LiveChannel announces them, a heartbeat, and an end when the client leaves.
import type { LiveChannel, LiveRefusal } from './live';

const heartbeatMs = 8000;

/** The stream for one page from `address`, or `refused(why)` when the channel has no room for it. */
export function liveStreamResponse(
  live: LiveChannel,
  address: string,
  request: Request,
  refused: (why: LiveRefusal) => Response,
): Response {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let stop = (): void => {};
  const send = (text: string): void => {
    try {
      controller?.enqueue(encoder.encode(text));
    } catch {
      stop();
    }
  };
  const opened = live.openStream(address, (types) => send(`event: changed\ndata: ${JSON.stringify(types)}\n\n`));
  if (typeof opened === 'string') return refused(opened);
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      send('retry: 2000\n: connected\n\n');
      // Comments keep proxies and the server's idle timeout from closing a quiet stream.
      const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs);
      stop = () => {
        clearInterval(heartbeat);
        opened.close();
      };
      request.signal.addEventListener('abort', () => stop());
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}

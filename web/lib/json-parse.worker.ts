// Parses a JSON answer away from the page's main thread (json-off-thread.ts). An array comes back
// a slice at a time, so the page receives it in small pieces between which it can draw and answer
// input, instead of in one long parse.
import type { JsonParseReply, JsonParseRequest } from './json-off-thread';

self.onmessage = (event: MessageEvent<JsonParseRequest>) => {
  const { id, bytes, sliceLength } = event.data;
  const reply = (message: JsonParseReply) => self.postMessage(message);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    reply({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  if (!Array.isArray(value)) {
    reply({ id, kind: 'value', value });
    return;
  }
  for (let start = 0; start < value.length; start += sliceLength) {
    reply({ id, kind: 'slice', items: value.slice(start, start + sliceLength) });
  }
  reply({ id, kind: 'end' });
};

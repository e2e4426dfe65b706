/**
 * Resolves in a task of its own, so the browser can paint and answer input first: long work done in slices
 * awaits it between slices. A message, not a timer: a timer in a background tab waits a second or more.
 */
export function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

import { Writable } from 'node:stream';

/** The app's log lines kept in memory, to assert what an operator reading the logs would see. */
export function captureLogs(): { stream: Writable; text: () => string } {
  let logs = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  return { stream, text: () => logs };
}

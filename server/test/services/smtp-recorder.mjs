// A real SMTP server for tests, run as its own process (smtp-server): it accepts any mail on
// 127.0.0.1 and records it, and can be told to refuse the next messages with a given code (4xx:
// try again later; 5xx: never). A small HTTP API on a second port lets tests read and steer it:
//   GET /messages     → [{ from, to, raw }], oldest first
//   DELETE /messages  → forgets them
//   POST /fail        ← { count, code }: refuse the next `count` messages with `code`
// Prints one JSON line {"smtpPort": n, "controlPort": m} once both listen; stops on SIGTERM.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const messages = [];
let failures = { count: 0, code: 451 };

const smtp = new SMTPServer({
  authOptional: true,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'test' });
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      if (failures.count > 0) {
        failures.count -= 1;
        const error = new Error(failures.code < 500 ? 'Try again later' : 'Mailbox unavailable');
        error.responseCode = failures.code;
        return callback(error);
      }
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

const control = http.createServer((request, response) => {
  const answer = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && request.url === '/messages') return answer(200, messages);
  if (request.method === 'DELETE' && request.url === '/messages') {
    messages.length = 0;
    return answer(200, { ok: true });
  }
  if (request.method === 'POST' && request.url === '/fail') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { count, code } = JSON.parse(body || '{}');
      failures = { count: Number(count) || 0, code: Number(code) || 451 };
      answer(200, failures);
    });
    return undefined;
  }
  return answer(404, { message: 'Not found' });
});

const listen = (server, netServer) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(netServer.address().port)));
const smtpPort = await listen(smtp, smtp.server);
const controlPort = await listen(control, control);
process.stdout.write(`${JSON.stringify({ smtpPort, controlPort })}\n`);
process.on('SIGTERM', () => {
  control.close();
  smtp.close(() => process.exit(0));
});

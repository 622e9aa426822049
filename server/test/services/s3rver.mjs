// A real S3-compatible server for tests, run as its own process: s3rver on 127.0.0.1 at a free
// port, keeping objects in the folder given as the first argument, with the buckets named in
// the rest already made. Prints one JSON line {"port": n} once it listens; stops on SIGTERM.
import S3rver from 's3rver';

const [directory, ...buckets] = process.argv.slice(2);
if (!directory) {
  console.error('usage: s3rver.mjs <directory> [bucket...]');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: buckets.map((name) => ({ name })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

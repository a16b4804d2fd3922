// The static ceiling of `npm run bench`: a plain node:http server that answers every request with
// one recorded response (status, headers and body bytes of a page as the site server sent it), so
// the site's throughput can be compared with what Node itself does with the identical bytes.
//   node bench/ceiling-server.mjs response.json port
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(recorded.body, 'base64');
const headers = { ...recorded.headers, 'content-length': String(body.length) };

createServer((_request, res) => {
  res.writeHead(recorded.status, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1');

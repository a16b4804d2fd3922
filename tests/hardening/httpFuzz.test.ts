import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateCases, HOSTILE_MARK, NODE_MAX_HEADER_BYTES } from './httpFuzz';
import { parseResponses } from './rawHttp';

/**
 * The fuzz itself runs against the built server (tests/browser/fuzz.spec.ts); these check that its
 * generator covers what the fuzzing brief lists and that its response parser reads what servers send.
 */
describe('the fuzz generator', () => {
  const cases = generateCases(20261122, 5200);
  const requests = cases.flatMap((c) => c.requests);
  const text = (bytes: Buffer) => bytes.toString('latin1');

  it('makes ≥ 5,000 requests, the same ones for the same seed', () => {
    expect(requests.length).toBeGreaterThanOrEqual(5000);
    const again = generateCases(20261122, 5200);
    expect(again.map((c) => text(c.bytes))).toEqual(cases.map((c) => text(c.bytes)));
    expect(generateCases(1, 50).map((c) => text(c.bytes))).not.toEqual(cases.slice(0, 50).map((c) => text(c.bytes)));
  });

  it('covers every kind of garbage the issue lists', () => {
    const all = cases.map((c) => text(c.bytes));
    const some = (pattern: RegExp) => all.filter((bytes) => pattern.test(bytes)).length;
    expect(new Set(cases.map((c) => c.kind)).size).toBe(9);
    expect(some(/^\w+ [^ ]*(?:\.\.|%2e%2e)/im), 'path traversal').toBeGreaterThan(100);
    expect(some(/^GET \/[^ ]{2049,} HTTP/m), 'overlong paths').toBeGreaterThan(20);
    expect(some(/^GET (?:\/[^/ ]+){100,}/m), 'deeply nested paths').toBeGreaterThan(20);
    expect(some(/%E0%A4%A|%C3%28|%FF%FE|%ED%A0%80/), 'invalid percent-encoding and UTF-8').toBeGreaterThan(100);
    expect(cases.filter((c) => c.bytes.includes(0xff) || c.bytes.includes(0xc3)).length, 'raw bytes').toBeGreaterThan(
      20,
    );
    const nullBytes = cases.filter((c) => c.bytes.includes(0) || text(c.bytes).includes('%00')).length;
    expect(nullBytes, 'null bytes').toBeGreaterThan(50);
    expect(new Set(requests.map((r) => r.method)).size, 'odd methods').toBeGreaterThan(15);
    expect(some(/^X-Huge: z{1000,}/m), 'huge headers').toBeGreaterThan(10);
    expect(some(/^Cookie: .*\r\nCookie: /m), 'duplicate headers').toBeGreaterThan(10);
    expect(some(/^Host: .*\r\nHost: /m), 'duplicate Host').toBeGreaterThan(10);
    expect(some(new RegExp(`^Host: [^\\r]*${HOSTILE_MARK}`, 'mi')), 'malicious Host values').toBeGreaterThan(300);
    expect(some(/^Host: (?:a{300}|xn--|unknown\.example)/m), 'unknown Host values').toBeGreaterThan(50);
    expect(some(new RegExp(`^GET https?://${HOSTILE_MARK}`, 'm')), 'absolute-form targets').toBeGreaterThan(5);
    expect(some(/^X-Forwarded-Host: /m), 'forwarding headers').toBeGreaterThan(20);
    expect(some(/^\w+ [^ ]*\?[^ ]+ HTTP/m), 'query strings').toBeGreaterThan(500);
    expect(cases.filter((c) => c.requests.length === 2).length, 'pipelined requests').toBeGreaterThan(50);
  });

  it('no path or query carries the hostile marker: where it shows up in an answer, a Host value put it there', () => {
    for (const request of requests) {
      if (/https?:\/\//.test(request.target) || request.method === 'CONNECT') continue;
      expect(request.target.toLowerCase()).not.toContain(HOSTILE_MARK);
    }
  });

  it('admits 431 exactly for heads over Node’s 16 KiB limit', () => {
    for (const fuzzCase of cases) {
      if (fuzzCase.requests.length !== 1) continue;
      const headLength = fuzzCase.bytes.indexOf('\r\n\r\n') + 4;
      const admitted = fuzzCase.requests[0]?.admits.includes(431);
      if (headLength > NODE_MAX_HEADER_BYTES) expect(admitted).toBe(true);
      if (headLength > 0 && headLength < NODE_MAX_HEADER_BYTES - 64) expect(admitted).toBe(false);
    }
  });
});

describe('the raw response parser', () => {
  const head = (status: string, headers: string[]) =>
    Buffer.from(`${[`HTTP/1.1 ${status}`, ...headers].join('\r\n')}\r\n\r\n`);

  it('reads pipelined answers: a fixed length, a chunked gzip body, a HEAD answer without body, one until close', () => {
    const zipped = gzipSync('<p>hej</p>');
    const chunked = Buffer.concat([
      head('200 OK', ['Transfer-Encoding: chunked', 'Content-Encoding: gzip']),
      Buffer.from(`5\r\n`),
      zipped.subarray(0, 5),
      Buffer.from(`\r\n${(zipped.length - 5).toString(16)}\r\n`),
      zipped.subarray(5),
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    const data = Buffer.concat([
      head('100 Continue', []),
      head('301 Moved Permanently', ['Location: /en', 'Content-Length: 3']),
      Buffer.from('abc'),
      chunked,
      head('200 OK', ['Content-Length: 999']),
      head('400 Bad Request', ['Connection: close']),
      Buffer.from('until close'),
    ]);
    const { responses, rest } = parseResponses(data, ['GET', 'GET', 'HEAD', 'GET']);
    expect(responses.map((r) => r.status)).toEqual([301, 200, 200, 400]);
    expect(responses[0]?.headers).toContainEqual(['location', '/en']);
    expect(responses[0]?.body.toString()).toBe('abc');
    expect(responses[1]?.body.toString()).toBe('<p>hej</p>');
    expect(responses[2]?.body.length).toBe(0);
    expect(responses[3]?.body.toString()).toBe('until close');
    expect(rest).toBe(0);
  });

  it('reports a body cut short or a broken compression', () => {
    const short = parseResponses(Buffer.concat([head('200 OK', ['Content-Length: 10']), Buffer.from('abc')]), ['GET']);
    expect(short.responses[0]?.bodyError).toMatch(/shorter/);
    const broken = parseResponses(
      Buffer.concat([head('200 OK', ['Content-Length: 3', 'Content-Encoding: gzip']), Buffer.from('abc')]),
      ['GET'],
    );
    expect(broken.responses[0]?.bodyError).toBeTruthy();
  });
});

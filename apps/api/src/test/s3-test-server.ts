import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { findFreePort } from '../config/free-port';

export interface RecordedS3Request {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

export interface S3TestServer {
  /** Endpoint to give as S3_URL (the signature-checking front). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request that passed the signature check, in order. */
  requests: RecordedS3Request[];
  /** Requests refused at the front, with the reason. */
  refused: string[];
  close(): Promise<void>;
}

const ACCESS_KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';
const REGION = 'eu-west-3';

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Checks an AWS Signature Version 4 `Authorization` header the way S3 does, written here from
 * AWS's specification (not with the SDK's signer): canonical request, string to sign, signing
 * key, then the payload's SHA-256 against what was signed. Returns why it is refused, or null.
 */
export function verifySigV4(
  method: string,
  url: string,
  headers: IncomingMessage['headers'],
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
  now = Date.now(),
): string | null {
  const auth = headers.authorization;
  if (!auth) return 'requête non signée';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return `en-tête Authorization inattendu : ${auth}`;
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) return 'clé d’accès inconnue';
  if (region !== keys.region) return `région ${region}`;
  const amzDate = String(headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'date de signature incohérente';
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!(Math.abs(now - signedAt) < 15 * 60_000)) return 'signature périmée';
  const payloadHash = String(headers['x-amz-content-sha256'] ?? '');
  if (!/^[0-9a-f]{64}$|^UNSIGNED-PAYLOAD$/.test(payloadHash))
    return `x-amz-content-sha256 inattendu : ${payloadHash}`;
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body))
    return 'le contenu ne correspond pas à son empreinte signée';
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'en-têtes signés manquants';

  const [rawPath = '/', rawQuery = ''] = url.split('?', 2) as [string, string?];
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=', 2);
      return [rfc3986(decodeURIComponent(k)), rfc3986(decodeURIComponent(v))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = names
    .map((name) => {
      const value = headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    method,
    rawPath,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${keys.secretAccessKey}`, day!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(signature!, 'hex');
  return timingSafeEqual(expected, given) ? null : 'SignatureDoesNotMatch';
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts)));
    request.on('error', reject);
  });
}

/**
 * An S3-compatible server for tests, all local: s3rver (an S3 implementation from npm, objects
 * on a temporary disk) behind a front that refuses any request whose SigV4 signature, keys,
 * region or payload hash is wrong, as S3 would (s3rver alone does not check V4 signatures).
 */
export async function startS3TestServer(bucket = 'bonneroute-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bonneroute-s3-'));
  const backendPort = await findFreePort();
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: backendPort,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.run();

  const requests: RecordedS3Request[] = [];
  const refused: string[] = [];
  const front: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const reason = verifySigV4(request.method ?? 'GET', request.url ?? '/', request.headers, body, {
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
      region: REGION,
    });
    if (reason) {
      refused.push(reason);
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${reason === 'SignatureDoesNotMatch' ? 'SignatureDoesNotMatch' : 'AccessDenied'}</Code><Message>${reason}</Message></Error>`,
      );
      return;
    }
    requests.push({ method: request.method!, path: request.url!, headers: request.headers });
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: backendPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: `127.0.0.1:${backendPort}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    forward.end(body);
  });
  const frontPort = await findFreePort();
  await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${frontPort}`,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    requests,
    refused,
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

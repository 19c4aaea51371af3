import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { STATUS_CODES, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { ImageUrlCheck } from '../../../src/domain/images/contracts.ts';
import { IMAGE_URL_MESSAGES, imageUrlFormatError, isImageContentType } from '../../../src/domain/images/image-url.ts';
import { IMAGE_MESSAGES } from '../../../src/domain/images/messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { say } from '../../plugins/words.ts';
import { isPublicAddress } from './public-address.ts';

/** The whole check, every redirect included, gives up after this long. */
export const URL_CHECK_TIMEOUT_MS = 5000;
/** Redirects followed before giving up: a CDN's one or two, never a loop. */
export const URL_CHECK_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface UrlCheckOptions {
  /**
   * Origins (`http://host:port`) the check may reach although they resolve to a private address:
   * an image server on the company's own network. Empty by default: private, loopback and
   * link-local addresses are refused (IMAGE_URL_ALLOWED_PRIVATE_ORIGINS, docs/operations.md).
   */
  allowedPrivateOrigins: ReadonlySet<string>;
  timeoutMs?: number;
}

class PrivateAddress extends Error {}

/** 'Failed to fetch image: …': a remote server's own status text as it is, our reasons in the reader's language. */
const failed = (reason: Msg | string) => {
  const message = IMAGE_URL_MESSAGES.fetchFailed(typeof reason === 'string' ? reason : say(reason));
  return new HttpError(400, message, [{ field: 'url', message }]);
};

/** A lookup that refuses a host when any of its addresses is not public: the connection goes only where the check looked. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) return callback(new PrivateAddress(), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** One HEAD request, its body never read; the connection is not kept. */
function head(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written in the URL is connected to directly, without a lookup: it is checked here.
  if (!allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) return Promise.reject(new PrivateAddress());
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'HEAD',
      signal,
      agent: false,
      headers: { accept: 'image/jpeg, image/png;q=0.9, */*;q=0.1', 'user-agent': 'adminpanel-image-check' },
      ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response);
    });
    request.on('error', reject);
    request.end();
  });
}

function reasonOf(err: unknown, signal: AbortSignal): Msg {
  if (err instanceof PrivateAddress) return IMAGE_MESSAGES.privateAddress;
  if (signal.aborted) return IMAGE_MESSAGES.timedOut;
  return IMAGE_MESSAGES.unreachable;
}

/**
 * The image URL check of spec 000 §5, made by the server (a browser may not HEAD another origin):
 * the format, then a HEAD request following at most 3 redirects within 5 seconds, then the content
 * type. Failures are 400 with the spec's messages; private addresses fail as 'Failed to fetch image: …'.
 */
export async function checkImageUrl(url: string, options: UrlCheckOptions): Promise<ImageUrlCheck> {
  const formatError = imageUrlFormatError(url);
  if (formatError) throw new HttpError(400, formatError, [{ field: 'url', message: formatError }]);
  const signal = AbortSignal.timeout(options.timeoutMs ?? URL_CHECK_TIMEOUT_MS);
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    let response: IncomingMessage;
    try {
      response = await head(current, options.allowedPrivateOrigins.has(current.origin), signal);
    } catch (err) {
      throw failed(reasonOf(err, signal));
    }
    response.destroy();
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      if (redirects >= URL_CHECK_MAX_REDIRECTS) throw failed(IMAGE_MESSAGES.tooManyRedirects);
      const next = URL.canParse(location, current) ? new URL(location, current) : undefined;
      if (!next || (next.protocol !== 'http:' && next.protocol !== 'https:')) throw failed(IMAGE_MESSAGES.unreachable);
      current = next;
      continue;
    }
    if (status < 200 || status > 299) throw failed(response.statusMessage || STATUS_CODES[status] || String(status));
    const contentType = response.headers['content-type'] ?? '';
    if (!isImageContentType(contentType)) {
      throw new HttpError(400, IMAGE_URL_MESSAGES.contentType, [{ field: 'url', message: IMAGE_URL_MESSAGES.contentType }]);
    }
    return { url, finalUrl: current.toString(), contentType };
  }
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isValidVersionName } from './documentIds';

/** The cookie that keeps an editor's preview session (httpOnly: scripts never see it). */
export const PREVIEW_COOKIE = 'museum-preview';
/** How long a preview session lasts without a new handshake. */
export const PREVIEW_SESSION_SECONDS = 8 * 60 * 60;

/** What a preview session holds: when it ends, the releases stacked over drafts, the studio's origin. */
export interface PreviewSession {
  /** Expiry, seconds since the epoch. */
  exp: number;
  releases: string[];
  studioOrigin?: string;
}

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

function sign(payload: string, key: Buffer): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** A signed cookie value: `{payload}.{hmac}`; only the server's key can make or check it. */
export function encodeSession(session: PreviewSession, key: Buffer): string {
  const payload = base64url(JSON.stringify(session));
  return `${payload}.${sign(payload, key)}`;
}

/** The session in a cookie value, or null when it is missing, forged, malformed or expired. */
export function decodeSession(value: string | undefined, key: Buffer, now = Date.now()): PreviewSession | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(payload, key));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PreviewSession>;
    if (typeof parsed.exp !== 'number' || parsed.exp * 1000 <= now) return null;
    const releases = Array.isArray(parsed.releases)
      ? parsed.releases.filter((name): name is string => typeof name === 'string' && isValidVersionName(name))
      : [];
    return {
      exp: parsed.exp,
      releases,
      ...(typeof parsed.studioOrigin === 'string' ? { studioOrigin: parsed.studioOrigin } : {}),
    };
  } catch {
    return null;
  }
}

/** A cookie's value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Set-Cookie for a session: httpOnly, path /, secure and SameSite=None over https (the studio shows
 * the site in a frame), SameSite=Lax over plain http (local development).
 */
export function sessionCookie(value: string, options: { secure: boolean; maxAge?: number }): string {
  const maxAge = options.maxAge ?? PREVIEW_SESSION_SECONDS;
  const site = options.secure ? 'Secure; SameSite=None' : 'SameSite=Lax';
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; ${site}`;
}

export function clearedSessionCookie(options: { secure: boolean }): string {
  return sessionCookie('', { ...options, maxAge: 0 });
}

/**
 * The key that signs sessions: PREVIEW_SESSION_KEY when set (several server processes share it),
 * else a random key for this process (sessions end when it restarts).
 */
export function sessionKeyFromEnv(env: Record<string, string | undefined> = process.env): Buffer {
  const configured = env.PREVIEW_SESSION_KEY?.trim();
  return configured ? createHmac('sha256', 'museum-preview-session').update(configured).digest() : randomBytes(32);
}

/** The social platforms the footer recognises from a profile's url. */
export type SocialPlatform = 'facebook' | 'instagram' | 'twitter' | 'youtube';

const platformHosts: Record<SocialPlatform, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  twitter: ['twitter.com', 'x.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

/** The platform's display name: X for the twitter platform, as the service calls itself today. */
export const socialPlatformNames: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X',
  youtube: 'YouTube',
};

/** The host name of an http(s) url, without a leading www.; null for anything else. */
export function profileHost(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * Spec: "Social platforms recognised by url: facebook, instagram, twitter or x, youtube".
 * The url's host (or any subdomain of it, such as m.facebook.com) decides; a look-alike host
 * (notfacebook.com, fox.com) or an unparsable url is not recognised and gives null.
 */
export function socialPlatform(url: string): SocialPlatform | null {
  const host = profileHost(url);
  if (!host) return null;
  for (const [platform, hosts] of Object.entries(platformHosts) as [SocialPlatform, readonly string[]][]) {
    if (hosts.some((known) => host === known || host.endsWith(`.${known}`))) return platform;
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { profileHost, socialPlatform } from './socialPlatform';

describe('socialPlatform: "Social platforms recognised by url: facebook, instagram, twitter or x, youtube"', () => {
  it.each([
    ['https://www.facebook.com/nationalmuseet', 'facebook'],
    ['https://m.facebook.com/nationalmuseet', 'facebook'],
    ['https://fb.com/nationalmuseet', 'facebook'],
    ['https://www.instagram.com/nationalmuseet/', 'instagram'],
    ['https://twitter.com/nationalmuseet', 'twitter'],
    ['https://x.com/nationalmuseet', 'twitter'],
    ['https://www.youtube.com/@nationalmuseet', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['HTTPS://WWW.FACEBOOK.COM/Nationalmuseet', 'facebook'],
    ['  https://www.instagram.com/frilandsmuseet  ', 'instagram'],
  ])('%s is %s', (url, platform) => {
    expect(socialPlatform(url)).toBe(platform);
  });

  it.each([
    'https://www.linkedin.com/company/nationalmuseet/',
    'https://notfacebook.com/nationalmuseet',
    'https://fox.com/news',
    'https://example.com/?u=https://facebook.com/x',
    'https://facebook.com.evil.example/',
    'javascript:alert(1)//facebook.com',
    'mailto:info@natmus.dk',
    'facebook',
    '',
  ])('%s is not recognised (a plain link)', (url) => {
    expect(socialPlatform(url)).toBeNull();
  });

  it('profileHost gives the host without www., or null', () => {
    expect(profileHost('https://www.linkedin.com/company/x')).toBe('linkedin.com');
    expect(profileHost('not a url')).toBeNull();
  });
});

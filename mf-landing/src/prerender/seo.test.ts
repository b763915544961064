import { describe, expect, it } from 'vitest';
import { API_PATHS, DEFAULT_SITE, type SiteInfo } from '@app/api/contract';
import { absoluteUrl, escapeHtml, headTags, robotsTxt, scriptJson, sitemapXml, structuredData } from './seo';

const site: SiteInfo = {
  ...DEFAULT_SITE,
  businessName: 'Bright Minds Executive Function Coaching',
  shortName: 'Bright Minds',
  coachName: 'Dr. Sarah Mitchell',
  coachEmail: 'coach@example.com',
  coachPhotoUrl: '/mf/landing/coach-photo.svg',
  pricePerSession: 85,
};
const publicUrl = 'https://coaching.example.com';

describe('escaping', () => {
  it('escapes the five HTML metacharacters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('keeps JSON inside a script element from closing it', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('structuredData', () => {
  it('describes the practice as a ProfessionalService with its price range and area served', () => {
    const data = structuredData({ site, publicUrl });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'Bright Minds Executive Function Coaching',
      url: 'https://coaching.example.com/',
      priceRange: '$85',
      areaServed: { '@type': 'Country', name: 'United States' },
      image: 'https://coaching.example.com/mf/landing/coach-photo.svg',
      founder: { '@type': 'Person', name: 'Dr. Sarah Mitchell' },
    });
    expect(data.makesOffer).toContainEqual(expect.objectContaining({ price: '85', priceCurrency: 'USD' }));
  });

  it('follows a configured price and leaves out what is not configured', () => {
    const data = structuredData({
      site: { ...site, pricePerSession: 92.5, coachName: '', coachPhotoUrl: '' },
      publicUrl,
    });
    expect(data.priceRange).toBe('$92.50');
    expect(data).not.toHaveProperty('founder');
    expect(data).not.toHaveProperty('image');
  });

  it('carries the contact details, the photo and the credentials with their institutions and licence', () => {
    const data = structuredData({
      site: {
        ...site,
        coachEmail: 'hello@brightminds.example',
        phone: '(555) 010-7788',
        address: '12 Elm Street, Springfield',
        coachPhotoUrl: API_PATHS.sitePhotoFile('abcdefghijklmnopqrstuv.webp'),
        degrees: [{ degree: 'PhD in Educational Psychology', institution: 'University of Michigan' }],
        licence: 'Licensed Psychologist, Michigan #6301',
      },
      publicUrl,
    });
    expect(data).toMatchObject({
      email: 'hello@brightminds.example',
      telephone: '(555) 010-7788',
      address: '12 Elm Street, Springfield',
      image: `${publicUrl}${API_PATHS.sitePhotoFile('abcdefghijklmnopqrstuv.webp')}`,
      founder: {
        image: `${publicUrl}${API_PATHS.sitePhotoFile('abcdefghijklmnopqrstuv.webp')}`,
        hasCredential: [
          {
            credentialCategory: 'degree',
            name: 'PhD in Educational Psychology, University of Michigan',
            recognizedBy: { '@type': 'CollegeOrUniversity', name: 'University of Michigan' },
          },
          { credentialCategory: 'license', name: 'Licensed Psychologist, Michigan #6301' },
        ],
        alumniOf: [{ '@type': 'CollegeOrUniversity', name: 'University of Michigan' }],
      },
    });
    expect(data).not.toHaveProperty('review');
  });

  it('keeps an absolute photo address as it is', () => {
    expect(absoluteUrl('https://cdn.example.org/coach.jpg', publicUrl)).toBe('https://cdn.example.org/coach.jpg');
  });
});

describe('headTags', () => {
  it('gives the canonical URL, Open Graph and Twitter tags from PUBLIC_URL', () => {
    const tags = headTags({ site, publicUrl });
    expect(tags).toContain('<link rel="canonical" href="https://coaching.example.com/" />');
    expect(tags).toContain('<meta property="og:url" content="https://coaching.example.com/" />');
    expect(tags).toContain(
      '<meta property="og:title" content="Unlock Your True Potential | Bright Minds Executive Function Coaching" />',
    );
    expect(tags).toContain('<meta property="og:image" content="https://coaching.example.com/icons/icon-512.png" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).toMatch(/<script type="application\/ld\+json">\{.*"@type":"ProfessionalService".*\}<\/script>/);
  });

  it('escapes the business identity', () => {
    const tags = headTags({ site: { ...site, businessName: 'A "quoted" <name>' }, publicUrl });
    expect(tags).toContain('content="A &quot;quoted&quot; &lt;name&gt;"');
    expect(tags).not.toContain('<name>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers at the sitemap and away from the API and private screens', () => {
    const robots = robotsTxt(publicUrl);
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Sitemap: https://coaching.example.com/sitemap.xml');
  });

  it('lists the landing page', () => {
    const sitemap = sitemapXml(publicUrl);
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(sitemap).toContain('<loc>https://coaching.example.com/</loc>');
  });
});

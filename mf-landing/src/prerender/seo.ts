import { degreeLine, formatPrice, priceLine, type SiteInfo } from '@app/api/contract/site';

/** What the search and sharing metadata of '/' is built from: the business identity and the public address. */
export interface SeoContext {
  site: SiteInfo;
  /** The absolute address people open, without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
}

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> element: nothing in it can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL for a path or URL, resolved against the public address. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).href;
}

/** The canonical address of the landing page. */
export function canonicalUrl(publicUrl: string): string {
  return `${publicUrl}/`;
}

/** The page title: the headline, then the business. */
export function pageTitle(site: SiteInfo): string {
  return `Unlock Your True Potential | ${site.businessName}`;
}

/** The meta description (also used for Open Graph and Twitter). */
export function pageDescription(site: SiteInfo): string {
  const coach = site.coachName ? ` with ${site.coachName}, a PhD educational psychologist` : '';
  return (
    `Neuropsychologically-based executive-function coaching for high school, college and young adult students${coach}. ` +
    `${priceLine(site.pricePerSession)}. Request a free consultation.`
  );
}

/** The image shown when the page is shared: the app's large icon (a raster image every network accepts). */
export const SHARE_IMAGE_PATH = '/icons/icon-512.png';

/** schema.org description of the practice (JSON-LD): a ProfessionalService with its offers and coach. */
export function structuredData({ site, publicUrl }: SeoContext): Record<string, unknown> {
  const price = String(site.pricePerSession);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.businessName,
    alternateName: site.shortName,
    description: pageDescription(site),
    url: canonicalUrl(publicUrl),
    logo: absoluteUrl(SHARE_IMAGE_PATH, publicUrl),
    ...(site.coachPhotoUrl ? { image: absoluteUrl(site.coachPhotoUrl, publicUrl) } : {}),
    ...(site.coachEmail ? { email: site.coachEmail } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.address ? { address: site.address } : {}),
    priceRange: formatPrice(site.pricePerSession),
    areaServed: { '@type': 'Country', name: 'United States' },
    serviceType: 'Academic and executive-function coaching',
    audience: {
      '@type': 'EducationalAudience',
      educationalRole: 'student',
      audienceType: 'High school students, college students and young adults',
    },
    knowsAbout: [
      'Executive function',
      'Study skills and learning strategies',
      'Time management and organization',
      'Working memory and attention',
      'Goal setting and self-monitoring',
    ],
    ...(site.coachName
      ? {
          founder: {
            '@type': 'Person',
            name: site.coachName,
            jobTitle: 'Educational Psychologist',
            ...(site.coachPhotoUrl ? { image: absoluteUrl(site.coachPhotoUrl, publicUrl) } : {}),
            hasCredential: [
              ...site.degrees.map((degree) => ({
                '@type': 'EducationalOccupationalCredential',
                credentialCategory: 'degree',
                name: degreeLine(degree),
                ...(degree.institution
                  ? { recognizedBy: { '@type': 'CollegeOrUniversity', name: degree.institution } }
                  : {}),
              })),
              ...(site.licence
                ? [{ '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', name: site.licence }]
                : []),
            ],
            ...(site.degrees.some((degree) => degree.institution)
              ? {
                  alumniOf: site.degrees
                    .filter((degree) => degree.institution)
                    .map((degree) => ({ '@type': 'CollegeOrUniversity', name: degree.institution })),
                }
              : {}),
          },
        }
      : {}),
    makesOffer: [
      {
        '@type': 'Offer',
        name: 'Free consultation',
        price: '0',
        priceCurrency: 'USD',
      },
      {
        '@type': 'Offer',
        name: 'One-on-one executive-function coaching (50-minute session)',
        price,
        priceCurrency: 'USD',
      },
    ],
  };
}

/** The tags added to the head of '/': canonical, Open Graph, Twitter card and the JSON-LD. */
export function headTags(context: SeoContext): string {
  const { site, publicUrl } = context;
  const title = escapeHtml(pageTitle(site));
  const description = escapeHtml(pageDescription(site));
  const url = escapeHtml(canonicalUrl(publicUrl));
  const image = escapeHtml(absoluteUrl(SHARE_IMAGE_PATH, publicUrl));
  return [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.businessName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(site.businessName)}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<script type="application/ld+json">${scriptJson(structuredData(context))}</script>`,
  ].join('\n    ');
}

/** robots.txt: everything public may be crawled except the API and the private screens. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /notifications',
    'Disallow: /access-denied',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: the one public page. */
export function sitemapXml(publicUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeHtml(canonicalUrl(publicUrl))}</loc><changefreq>monthly</changefreq><priority>1.0</priority></url>`,
    '</urlset>',
    '',
  ].join('\n');
}

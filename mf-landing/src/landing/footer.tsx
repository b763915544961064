import { SITE_SECTIONS, scrollToSection } from '@app/kit/ui';
import { COPYRIGHT_YEAR } from './content';

/** The footer's quick links: every section but the form, in page order. */
const FOOTER_SECTIONS = SITE_SECTIONS.filter((section) => section.id !== 'contact');

/** The footer: tagline, quick links that scroll to the sections, and the copyright line. */
export function Footer({ businessName }: { businessName: string }) {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{businessName}</p>
          <p className="mt-3 max-w-md">
            Helping bright students unlock their potential through neuropsychologically-based executive-function
            coaching.
          </p>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-sm font-semibold uppercase tracking-wide text-white">
            Quick Links
          </h2>
          <ul className="mt-3 grid gap-1">
            {FOOTER_SECTIONS.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  className="min-h-11 min-w-11 rounded-sm py-1 text-left text-slate-300 sm:min-h-0 sm:min-w-0 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                  onClick={() => scrollToSection(section.id)}
                >
                  {section.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          &copy; {COPYRIGHT_YEAR} {businessName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

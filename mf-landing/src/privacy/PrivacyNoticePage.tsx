import { SiteHeader } from '@app/kit/ui';
import type { PrivacyNotice } from './notices';

/** A privacy notice as a public page, under the site header. */
export function PrivacyNoticePage({ notice }: { notice: PrivacyNotice }) {
  return (
    <div className="min-h-dvh bg-background">
      <SiteHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
        <article className="flex flex-col gap-8">
          <header>
            <h1 className="text-3xl font-bold tracking-tight text-foreground">{notice.title}</h1>
            <p className="mt-3 text-muted-foreground">{notice.intro}</p>
          </header>
          {notice.parts.map((part) => (
            <section key={part.heading} className="flex flex-col gap-3">
              <h2 className="text-xl font-semibold text-foreground">{part.heading}</h2>
              {part.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="text-foreground">
                  {paragraph}
                </p>
              ))}
              {part.items && (
                <ul className="flex list-disc flex-col gap-2 pl-5 text-foreground">
                  {part.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </main>
    </div>
  );
}

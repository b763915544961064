import type { ReactNode } from 'react';
import { AppFrame, type MenuItem } from '@app/kit/ui';

/** The guardian's own menu, above Logout. */
const FAMILY_MENU: readonly MenuItem[] = [{ label: 'Privacy notice', to: '/privacy/families' }];

/** Frame of the guardian's page: the app frame without the student's or the coach's pages. */
export function FamilyFrame({ children }: { children: ReactNode }) {
  return (
    <AppFrame home="/" menu={FAMILY_MENU}>
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </AppFrame>
  );
}

import { lazy, Suspense } from 'react';

// The dialog and its schema are not part of the start-up JavaScript.
const Content = lazy(() => import('./report-overlay-content'));

/** What the reports feature adds to every page of the shell: the « Signaler » dialog. */
export function ReportOverlay() {
  return (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  );
}

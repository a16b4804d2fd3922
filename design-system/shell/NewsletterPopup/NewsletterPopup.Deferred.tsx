'use client';

import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import type { NewsletterPopup } from './NewsletterPopup';

const Popup = lazy(() => import('./NewsletterPopup').then((module) => ({ default: module.NewsletterPopup })));

/**
 * The newsletter pop-up, whose code no page needs to hydrate: it renders nothing on the server, and in the browser
 * its module loads once the page is up (its delay starts then).
 */
export function DeferredNewsletterPopup(props: ComponentProps<typeof NewsletterPopup>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  ) : null;
}

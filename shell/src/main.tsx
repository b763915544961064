// The one stylesheet, applied before the app draws; index.html preloads it (build/preload-hints.ts) and the
// landing page's server renderer links it, so that page paints styled before any script runs.
import './index.css';

import('./bootstrap');

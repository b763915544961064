// The one stylesheet; the build also links it from index.html's head (build/link-stylesheets.ts), so pages
// rendered on the server (the landing page) paint styled before any script runs.
import './index.css';

import('./bootstrap');

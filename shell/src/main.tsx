// The stylesheet is imported here, not in bootstrap, so index.html links it in <head>: pages rendered on
// the server (the landing page) paint styled before any script runs.
import './index.css';

import('./bootstrap');

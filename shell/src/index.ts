// The shell's own styles load with this entry, as stylesheets in index.html's head: a page the
// server rendered shows styled at first paint (its remote's page styles are linked by the server).
import '@ogulf/web-kit/styles/tokens.css';
import '@ogulf/web-kit/styles/base.css';
import './layout/shell.css';
import './layout/brand.css';
import './layout/header.css';
import './layout/footer.css';
import './layout/whatsapp-button.css';
import './layout/page-loading.css';
import './layout/remote-unavailable.css';
import './pages/not-found-page.css';

// An Arabic page (the inline script in index.html set <html lang>) fetches the shell's Arabic texts
// beside the bootstrap chunk rather than after it; bootstrap's own import of them finds this one.
if (document.documentElement.lang === 'ar') void import('./i18n/ar.json');
// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');

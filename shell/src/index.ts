// An Arabic page (the inline script in index.html set <html lang>) fetches the shell's Arabic texts
// beside the bootstrap chunk rather than after it; bootstrap's own import of them finds this one.
if (document.documentElement.lang === 'ar') void import('./i18n/ar.json');
// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');

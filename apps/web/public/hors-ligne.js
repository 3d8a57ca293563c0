/* global document, window */
// The offline page's « Réessayer » (a file of its own: the CSP allows no inline script).
document.getElementById('reessayer').addEventListener('click', () => window.location.reload());

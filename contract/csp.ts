/**
 * The stand-in the web build writes wherever a Content-Security-Policy nonce belongs (a
 * `<meta property="csp-nonce">` and the nonce of each script and style tag); the server puts a
 * fresh nonce in its place in every HTML answer. Dialogs read the meta tag to nonce the styles
 * they inject.
 */
export const CSP_NONCE_PLACEHOLDER = 'POTLUCK_CSP_NONCE';

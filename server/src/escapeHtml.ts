/**
 * The sign-in pages and the alerts' e-mails both write people's text into
 * HTML: one escape for both, below the services and the routes.
 */
/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
    return String(value ?? '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}

/**
 * Escapes text for HTML content and double-quoted attribute values. The
 * sign-in pages (a route) and the alerts' e-mails (a service) both write
 * people's text into HTML: one escape, in the lower of their layers.
 */
export function escapeHtml(value: unknown): string {
    return String(value ?? '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}

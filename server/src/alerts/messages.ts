/**
 * The words of alert notifications (docs/monitoring.md, "Notifications"),
 * in the contact's language (pt-BR by default, as the console), one
 * template per channel: an e-mail with a plain-text and an HTML part
 * (words/email.ts) and an SMS within 160 characters (words/sms.ts). The
 * catalogs are the server's own (words/pt-BR.ts, words/en-US.ts): messages
 * leave without the SPA.
 */
import { emailHtml, emailText } from './words/email.ts';
import { subjectOf, type AlertFacts } from './words/facts.ts';
import { smsText } from './words/sms.ts';

export type { AlertFacts, MessageKind, NotifyLocale } from './words/facts.ts';

/** What a notification of an open alert says it is (a mute holds one back: `alert.notify_held`). */
export type NotifyKind = 'opened' | 'raised' | 'escalated';

export const notifyLocale = (v: unknown): 'pt-BR' | 'en-US' =>
    v === 'en-US' ? 'en-US' : 'pt-BR';

export interface AlertMessage {
    subject: string;
    /** The e-mail's plain-text part. */
    text: string;
    /** The e-mail's HTML part. */
    html: string;
    /** The SMS (and the webhook's text). */
    sms: string;
}

export function alertMessage(f: AlertFacts): AlertMessage {
    return {
        subject: subjectOf(f),
        text: emailText(f),
        html: emailHtml(f),
        sms: smsText(f),
    };
}

/**
 * Our login page at `<realm>/interaction/:uid`, where oidc-provider sends the
 * browser when it needs the user to sign in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { IdentityAccount, IdentityStore } from '../db/identityStore.ts';
import { pageCsp } from './html.ts';
import { pickLocale, type Locale } from './messages.ts';
import { errorPage, loginPage } from './pages.ts';
import { RESOURCE } from './provider.ts';
import { readForm } from './readForm.ts';
import {
    accountKey,
    type BruteForceGuard,
    type Refusal,
} from './bruteForce.ts';

interface InteractionOptions {
    /** The provider now (a new one after a key rotation: index.ts). */
    provider: () => Provider;
    base: string;
    identity: IdentityStore;
    origins: string[];
    guard: BruteForceGuard;
}

type UidRequest = FastifyRequest<{
    Params: { uid: string };
    Querystring: { kc_locale?: string };
}>;

export function registerInteractions(
    scope: FastifyInstance,
    opts: InteractionOptions
): void {
    const { base } = opts;
    const send = (reply: FastifyReply, status: number, html: string) =>
        reply
            .code(status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('content-security-policy', pageCsp(opts.origins))
            .send(html);

    const localeOf = (req: UidRequest, details?: Interaction): Locale =>
        pickLocale({
            explicit: req.query.kc_locale ?? details?.params.kc_locale,
            uiLocales: details?.params.ui_locales,
            acceptLanguage: req.headers['accept-language'],
        });

    /** The interaction bound to this browser and this uid, else null. */
    const load = async (req: UidRequest, reply: FastifyReply) => {
        try {
            const details = await opts
                .provider()
                .interactionDetails(req.raw, reply.raw);
            if (details.uid === req.params.uid) return details;
        } catch {
            // Cookie missing or interaction expired: answered below.
        }
        send(
            reply,
            400,
            errorPage({
                base,
                locale: localeOf(req),
                error: 'invalid_request',
                description: 'interaction session not found',
            })
        );
        return null;
    };

    const render = (
        reply: FastifyReply,
        req: UidRequest,
        details: Interaction,
        failed?: { username: string; locked?: boolean; throttled?: boolean }
    ) => {
        const locale = localeOf(req, details);
        const action = `${base}/interaction/${details.uid}/login?kc_locale=${locale}`;
        return send(
            reply,
            failed?.throttled ? 429 : 200,
            loginPage({
                base,
                locale,
                action,
                username: failed?.username,
                failed: !!failed,
                locked: failed?.locked === true,
                throttled: failed?.throttled === true,
            })
        );
    };

    scope.get(`${base}/interaction/:uid`, async (req: UidRequest, reply) => {
        const details = await load(req, reply);
        if (!details) return reply;
        if (details.prompt.name === 'login') return render(reply, req, details);
        // loadExistingGrant answers consent up front; this is a safety net.
        const returnTo = await opts.provider().interactionResult(
            req.raw,
            reply.raw,
            {
                consent: {
                    grantId: await grantFor(opts.provider(), details),
                },
            },
            { mergeWithLastSubmission: true }
        );
        return reply.redirect(returnTo, 303);
    });

    scope.post(
        `${base}/interaction/:uid/login`,
        async (req: UidRequest, reply) => {
            const details = await load(req, reply);
            if (!details) return reply;
            let form: URLSearchParams;
            try {
                form = await readForm(req.raw);
            } catch {
                return reply.code(413).send();
            }
            const username = (form.get('username') ?? '').trim();
            const password = form.get('password') ?? '';
            const account = username
                ? await checkPassword(opts, username, password, req.ip)
                : null;
            if (account && 'refused' in account) {
                if (account.refused === 'locked')
                    return render(reply, req, details, {
                        username,
                        locked: true,
                    });
                reply.header('retry-after', String(account.retryAfter));
                return render(reply, req, details, {
                    username,
                    throttled: true,
                });
            }
            if (!account) return render(reply, req, details, { username });
            const returnTo = await opts
                .provider()
                .interactionResult(
                    req.raw,
                    reply.raw,
                    { login: { accountId: account.subject } },
                    { mergeWithLastSubmission: false }
                );
            return reply.redirect(returnTo, 303);
        }
    );
}

/**
 * The account when the password is right. The attempt is counted first
 * (the account's, whichever of its names was typed, and the address's):
 * refused while throttled or locked, before any password is compared.
 */
async function checkPassword(
    opts: InteractionOptions,
    username: string,
    password: string,
    address: string
): Promise<IdentityAccount | Refusal | null> {
    const subject = await opts.identity.subjectOf(username);
    const attempt = await opts.guard.begin(
        accountKey(subject, username),
        address,
        username
    );
    if (attempt.refused) return attempt;
    const account = password
        ? await opts.identity.verifyPassword(username, password)
        : null;
    if (account) await opts.guard.succeeded(attempt);
    return account;
}

async function grantFor(provider: Provider, details: Interaction) {
    const accountId = details.session?.accountId ?? '';
    const clientId = String(details.params.client_id);
    const existing = details.grantId
        ? await provider.Grant.find(details.grantId)
        : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    grant.addResourceScope(RESOURCE, 'openid profile email');
    return grant.save();
}

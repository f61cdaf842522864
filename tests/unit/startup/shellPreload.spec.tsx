/**
 * The shell's preload starts only when sign-in may succeed: a first visit
 * on its way to the sign-in form leaves the network to the entry and the
 * form (docs/performance.md, "Start-up").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedIn } from '@/providers/auth/signInHint';
import { preloadShellIfSigningIn } from '@/shellPreload';

const SHELL = '/assets/shell-abc.js';

const preloads = () =>
    [
        ...document.head.querySelectorAll<HTMLLinkElement>(
            'link[rel="modulepreload"]'
        ),
    ].map(l => l.getAttribute('href'));

const withShellNamed = () => {
    const meta = document.createElement('meta');
    meta.name = 'app-shell';
    meta.content = SHELL;
    document.head.append(meta);
};

afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
});

describe('the shell preload', () => {
    it('is not started on a first visit, which goes to the sign-in form', () => {
        withShellNamed();
        expect(preloadShellIfSigningIn()).toBe(false);
        expect(preloads()).toEqual([]);
    });

    it('starts where someone signed in before', () => {
        withShellNamed();
        rememberSignedIn();
        expect(preloadShellIfSigningIn()).toBe(true);
        expect(preloads()).toEqual([SHELL]);
    });

    it('starts when the address carries the sign-in form’s answer', () => {
        withShellNamed();
        window.history.replaceState(
            null,
            '',
            '/sensor#state=abc&session_state=x&code=y'
        );
        expect(preloadShellIfSigningIn()).toBe(true);
        expect(preloads()).toEqual([SHELL]);
    });

    it('starts with no network (the field app opens on what the device kept)', () => {
        withShellNamed();
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        expect(preloadShellIfSigningIn()).toBe(true);
    });

    it('does nothing without the build’s hint (the development server)', () => {
        rememberSignedIn();
        expect(preloadShellIfSigningIn()).toBe(false);
        expect(preloads()).toEqual([]);
    });
});

import { fallback, type StartupTranslate } from './startupTexts';

/**
 * StartupFailure's content, drawn with the DOM alone: the app's code did
 * not arrive, so neither React nor MUI is there to draw it. Texts are set
 * as text (never HTML); a reload asks for the code again.
 */
export const showCodeFailure = (
    container: HTMLElement,
    message: string,
    translate: StartupTranslate = fallback,
    lang = 'pt-BR'
): void => {
    const main = document.createElement('main');
    main.setAttribute('role', 'alert');
    main.lang = lang;
    main.style.cssText =
        'min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:16px;text-align:center;font-family:Roboto,Helvetica,Arial,sans-serif';
    const add = (tag: string, text: string) => {
        const el = document.createElement(tag);
        el.textContent = text;
        main.append(el);
        return el;
    };
    add('h1', translate('app.a11y.configFailedTitle'));
    add('p', translate('app.a11y.startFailed'));
    add('p', translate('app.a11y.configFailedDetail', { message }));
    const retry = add('button', translate('app.a11y.retry'));
    retry.setAttribute('type', 'button');
    retry.addEventListener('click', () => window.location.reload());
    container.replaceChildren(main);
};

/** The document's body, once the HTML has been parsed that far (the inline script runs in the head). */
export const whenBody = (win: Window): Promise<HTMLElement> =>
    win.document.body
        ? Promise.resolve(win.document.body)
        : new Promise(resolve =>
              win.document.addEventListener(
                  'DOMContentLoaded',
                  () => resolve(win.document.body),
                  { once: true }
              )
          );

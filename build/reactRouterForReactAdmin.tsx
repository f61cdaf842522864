/**
 * What ra-core's router adapter imports from react-router-dom (see
 * slimReactAdmin.ts), with two differences:
 *
 * - no data-router constructors: ra-core only uses them to create a router
 *   when rendered outside one, and this app always renders inside its own
 *   `<BrowserRouter>`. Hooks that read the data-router contexts find none
 *   and behave as under a `<BrowserRouter>`.
 * - a plain `Link`: react-router 7's also carries framework-mode prefetching
 *   and view transitions, which a `<BrowserRouter>` app never uses. This one
 *   is react-router's own recipe for a custom link (`useHref` and
 *   `useLinkClickHandler`): a real `<a href>`, modified clicks and other
 *   targets left to the browser.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export {
    Navigate,
    Outlet,
    Route,
    Routes,
    UNSAFE_DataRouterContext,
    UNSAFE_DataRouterStateContext,
    matchPath,
    useBlocker,
    useInRouterContext,
    useLocation,
    useMatch,
    useNavigate,
    useParams,
} from 'react-router';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
    to: To;
    replace?: boolean;
    state?: unknown;
    reloadDocument?: boolean;
    preventScrollReset?: boolean;
    relative?: 'route' | 'path';
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(
    (
        {
            to,
            replace,
            state,
            target,
            reloadDocument,
            preventScrollReset,
            relative,
            onClick,
            children,
            ...rest
        },
        ref
    ) => {
        const href = useHref(to, { relative });
        const navigate = useLinkClickHandler(to, {
            replace,
            state,
            target,
            preventScrollReset,
            relative,
        });
        const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
            onClick?.(event);
            if (!event.defaultPrevented && !reloadDocument) navigate(event);
        };
        return (
            <a
                {...rest}
                ref={ref}
                href={href}
                target={target}
                onClick={handleClick}
            >
                {children}
            </a>
        );
    }
);
Link.displayName = 'Link';

const outsideRouter = (): never => {
    throw new Error(
        'react-admin was rendered outside the app router (src/App.tsx renders it inside <BrowserRouter>)'
    );
};

export const createHashRouter = outsideRouter;
export const RouterProvider = outsideRouter;

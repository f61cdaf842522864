/**
 * What ra-core's router adapter imports from react-router-dom, minus the
 * data-router constructors (see slimReactAdmin.ts). Hooks that read the
 * data-router contexts still work: they find none and behave as under a
 * `<BrowserRouter>`.
 */
export {
    Link,
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

const outsideRouter = (): never => {
    throw new Error(
        'react-admin was rendered outside the app router (src/App.tsx renders it inside <BrowserRouter>)'
    );
};

export const createHashRouter = outsideRouter;
export const RouterProvider = outsideRouter;

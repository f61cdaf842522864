import { Navigate } from 'react-router';
import { useFirstMenuPage } from '@/session/hooks';

/** `/` goes to the first page of the side menu (profile pages only). */
export const IndexRedirect = () => (
    <Navigate to={useFirstMenuPage() ?? '/my-profile'} replace />
);

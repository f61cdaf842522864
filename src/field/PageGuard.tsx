import type { ReactNode } from 'react';
import { NotFound } from '@/screens/NotFound';
import { useFieldContext } from './useFieldContext';

/** A mobile page the profile does not grant is not found, as on the console. */
export const PageGuard = ({
    url,
    children,
}: {
    url: string;
    children: ReactNode;
}) => (useFieldContext().page(url) ? children : <NotFound />);

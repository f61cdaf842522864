import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
    createHashRouter,
    Link,
} from '../../../build/reactRouterForReactAdmin';

const Where = () => <output>{useLocation().pathname}</output>;

const renderAt = (ui: React.ReactNode) =>
    render(
        <MemoryRouter initialEntries={['/sensor']}>
            <Routes>
                <Route
                    path="*"
                    element={
                        <>
                            {ui}
                            <Where />
                        </>
                    }
                />
            </Routes>
        </MemoryRouter>
    );

describe('the Link react-admin gets in the production build', () => {
    it('is a real link that navigates in the app on a plain click', () => {
        const onClick = vi.fn();
        renderAt(
            <Link to="/sensor/details/3" onClick={onClick}>
                Details
            </Link>
        );
        const link = screen.getByRole('link', { name: 'Details' });
        expect(link).toHaveAttribute('href', '/sensor/details/3');
        fireEvent.click(link);
        expect(onClick).toHaveBeenCalledTimes(1);
        expect(screen.getByRole('status')).toHaveTextContent(
            '/sensor/details/3'
        );
    });

    it('leaves modified clicks and other targets to the browser', () => {
        renderAt(
            <>
                <Link to="/gateway">Gateways</Link>
                <Link to="/measure" target="_blank">
                    Readings
                </Link>
            </>
        );
        fireEvent.click(screen.getByRole('link', { name: 'Gateways' }), {
            ctrlKey: true,
        });
        fireEvent.click(screen.getByRole('link', { name: 'Readings' }));
        expect(screen.getByRole('status')).toHaveTextContent('/sensor');
    });

    it('refuses to build a router of its own', () => {
        expect(() => createHashRouter()).toThrow(/outside the app router/);
    });
});

import { describe, expect, it } from 'vitest';
import { canOpenPath, findRoute, ROUTES } from '@/routes/routeTable';
import {
    adminSession,
    operatorSession,
    viewerSession,
} from '../../helpers/sessions';

describe('route guard', () => {
    it('has every route of the spec tables', () => {
        const paths = ROUTES.map(r => r.path);
        for (const area of [
            'company',
            'subsidiary',
            'user',
            'page',
            'profile',
            'watershed',
            'device',
            'module',
        ]) {
            expect(paths).toEqual(
                expect.arrayContaining([
                    `/admin/${area}`,
                    `/admin/${area}/new`,
                    `/admin/${area}/details/:id`,
                ])
            );
        }
        for (const area of [
            'user',
            'instruction',
            'contact',
            'gateway',
            'sensor',
            'measure',
            'simulation',
            'inspection-form',
            'inspection-register',
        ]) {
            expect(paths).toEqual(
                expect.arrayContaining([
                    `/${area}`,
                    `/${area}/new`,
                    `/${area}/details/:id`,
                ])
            );
        }
        expect(paths).toEqual(
            expect.arrayContaining([
                '/admin/instrumentation',
                '/dashboard',
                '/overview',
                '/company/details',
                '/subsidiary/details',
                '/my-profile',
                '/settings',
            ])
        );
    });

    it('admin: admin routes held by the profile, with /new and /details/:id', () => {
        const admin = adminSession();
        expect(canOpenPath(admin, '/admin/company')).toBe(true);
        expect(canOpenPath(admin, '/admin/company/new')).toBe(true);
        expect(canOpenPath(admin, '/admin/company/details/5')).toBe(true);
        expect(canOpenPath(admin, '/sensor')).toBe(false);
        expect(canOpenPath(admin, '/my-profile')).toBe(true);
        const noCompany = {
            ...admin,
            permission: admin.permission.filter(u => u !== '/admin/company'),
        };
        expect(canOpenPath(noCompany, '/admin/company/details/5')).toBe(false);
    });

    it('normal: normal routes only; an admin URL is not found', () => {
        const operator = operatorSession();
        expect(canOpenPath(operator, '/sensor/details/3')).toBe(true);
        expect(canOpenPath(operator, '/company/details')).toBe(true);
        expect(canOpenPath(operator, '/inspection-register/details/8')).toBe(
            true
        );
        expect(canOpenPath(operator, '/admin/company')).toBe(false);
        expect(canOpenPath(operator, '/settings')).toBe(true);
    });

    it('unknown URLs and view-only /new are not found', () => {
        expect(findRoute('/nope')).toBeUndefined();
        expect(canOpenPath(operatorSession(), '/sensor/details')).toBe(false);
        expect(canOpenPath(operatorSession(), '/company')).toBe(false);
        expect(canOpenPath(viewerSession(), '/sensor/new')).toBe(false);
        expect(canOpenPath(viewerSession(), '/sensor/details/1')).toBe(true);
    });
});

import { describe, expect, it } from 'vitest';
import { canDoOnPage, canReachPage } from '@/providers/access';
import {
    adminSession,
    operatorSession,
    viewerSession,
} from '../../helpers/sessions';

describe('access', () => {
    it('admin profiles reach admin pages they hold, never normal ones', () => {
        const admin = adminSession();
        expect(canReachPage(admin, '/admin/company')).toBe(true);
        expect(canReachPage(admin, '/sensor')).toBe(false);
        const withoutCompany = {
            ...admin,
            permission: admin.permission.filter(u => u !== '/admin/company'),
        };
        expect(canReachPage(withoutCompany, '/admin/company')).toBe(false);
    });

    it('normal profiles reach normal pages they hold, never admin ones', () => {
        const operator = operatorSession();
        expect(canReachPage(operator, '/sensor')).toBe(true);
        // Even a (broken) profile listing an admin page does not open it.
        const leaky = {
            ...operator,
            permission: [...operator.permission, '/admin/company'],
        };
        expect(canReachPage(leaky, '/admin/company')).toBe(false);
    });

    it('view-only pages allow reading only', () => {
        const viewer = viewerSession();
        expect(canDoOnPage(viewer, '/sensor', 'list')).toBe(true);
        expect(canDoOnPage(viewer, '/sensor', 'show')).toBe(true);
        expect(canDoOnPage(viewer, '/sensor', 'create')).toBe(false);
        expect(canDoOnPage(viewer, '/sensor', 'edit')).toBe(false);
        expect(canDoOnPage(viewer, '/sensor', 'delete')).toBe(false);
    });
});

import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/domain/session';
import { firstMenuPage } from '@/session/rules';
import { adminSession, operatorSession } from '../../helpers/sessions';

describe('firstMenuPage', () => {
    it('is the first admin page for admins', () => {
        expect(firstMenuPage(adminSession())).toBe('/admin/instrumentation');
    });

    it('follows module order, then menu order, skipping pages hidden from the menu', () => {
        const session: Session = operatorSession();
        const [base, it2] = [...session.profile.modules].sort(
            (a, b) => a.order - b.order
        );
        if (!base || !it2) throw new Error('fixture');
        expect(firstMenuPage(session)).toBe('/dashboard');
        base.pages = base.pages.map(p =>
            p.url === '/dashboard'
                ? { ...p, showOnMenu: false }
                : p.url === '/contact'
                  ? { ...p, menuOrder: -1 }
                  : p
        );
        expect(firstMenuPage(session)).toBe('/contact');
        base.order = 9;
        expect(firstMenuPage(session)).toBe(it2.pages[0]?.url);
    });
});

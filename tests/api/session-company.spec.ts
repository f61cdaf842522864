/** The session names the user's company, which the profile screen shows. */
import { clientFor, type Rec } from './helpers/apiClient.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();

describe('GET /user/session: the company name', () => {
    it.each(['admin', 'operator', 'viewer'] as const)(
        '%s gets the name of the company it belongs to',
        async account => {
            const { api } = await clientFor(baseUrl, account);
            const user = (await api.get('/user/session')).record.user as Rec;
            const admin = (await clientFor(baseUrl, 'admin')).api;
            const company = (
                await admin.get(`/company/${String(user.companyId)}`)
            ).record;
            expect(typeof company.name).toBe('string');
            expect(user.companyName).toBe(company.name);
        }
    );
});

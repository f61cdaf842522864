/**
 * The header shows the page's title but is not a heading: each page names
 * itself with its own h1 (docs/accessibility.md, "One h1 per page"), so a
 * screen reader's list of headings starts there, not with a level-6 copy.
 */
import { screen, waitFor } from '@testing-library/react';
import { Title } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ShellAppBarView } from '@/layout/shell/ShellAppBarView';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe('the header’s page title', () => {
    it('shows the title without being a heading', async () => {
        renderInAdmin(
            <>
                <ShellAppBarView open onToggle={() => undefined} />
                <Title title="Gateways" />
            </>
        );
        const portal = document.getElementById('react-admin-title');
        await waitFor(() => expect(portal).toHaveTextContent('Gateways'));
        expect(portal?.tagName).toBe('DIV');
        expect(screen.queryAllByRole('heading')).toEqual([]);
    });
});

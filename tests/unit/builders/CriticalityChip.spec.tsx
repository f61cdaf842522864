import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { CRITICALITIES } from '@shared/domain/fields';
import { fakeDataProvider } from './fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe('CriticalityChip', () => {
    it.each([
        ['low', 'Low'],
        ['medium', 'Medium'],
        ['high', 'High'],
        ['critical', 'Critical'],
    ] as const)(
        '%s shows a label and an icon, not colour alone',
        async (value, label) => {
            renderInAdmin(<CriticalityChip value={value} />, {
                dataProvider: fakeDataProvider({}),
            });
            const chip = (await screen.findByText(label)).closest(
                '[data-criticality]'
            );
            expect(chip).toHaveAttribute('data-criticality', value);
            expect(chip?.querySelector('svg')).not.toBeNull();
        }
    );
    it('gives each level its own icon', () => {
        const icons = CRITICALITIES.map(value => {
            const { container, unmount } = renderInAdmin(
                <CriticalityChip value={value} />,
                { dataProvider: fakeDataProvider({}) }
            );
            const id = container.ownerDocument
                .querySelector('[data-criticality] svg')
                ?.getAttribute('data-testid');
            unmount();
            return id;
        });
        expect(new Set(icons).size).toBe(4);
    });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedToolsHeight } from '@/builders/RowsFirst';
import { holdFrames } from '../../helpers/frames';
import { fakeDataProvider } from './fakeDataProvider';
import * as fixtures from './fixtures';
import { renderList, plantsData } from './renderList';

afterEach(() => {
    vi.restoreAllMocks();
});

describe('a list draws its rows before its tools (issue #31)', () => {
    it('draws the rows, then the filters, the buttons and the paging once they are painted', async () => {
        const paint = holdFrames();
        const { container } = renderList('subsidiary', {
            dataProvider: plantsData(37),
        });
        expect(await screen.findByText('Plant 1')).toBeInTheDocument();
        expect(screen.getAllByRole('row')).toHaveLength(11);
        expect(screen.queryByPlaceholderText('Search')).toBeNull();
        expect(
            screen.queryByRole('button', { name: 'Hide filters' })
        ).toBeNull();
        expect(screen.queryByText('1-10 of 37')).toBeNull();
        // The tools' place is kept: the rows do not move when they come.
        const space = container.querySelector('[data-tools-space]');
        expect(space).not.toBeNull();

        await paint();
        expect(
            await screen.findByPlaceholderText('Search')
        ).toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'Hide filters' })
        ).toBeInTheDocument();
        expect(screen.getByText('1-10 of 37')).toBeInTheDocument();
        expect(container.querySelector('[data-tools-space]')).toBeNull();
    });

    it('draws the tools beside an error too, to change what was asked', async () => {
        const dp = fakeDataProvider({ company: fixtures.companies() });
        dp.getList.mockRejectedValue(new Error('boom'));
        renderList('subsidiary', { dataProvider: dp });
        expect(
            await screen.findByPlaceholderText('Search')
        ).toBeInTheDocument();
    });

    it('keeps the space the tools took for the next visit at this window width', async () => {
        // happy-dom lays nothing out: the tools say they are two lines high.
        const real = HTMLElement.prototype.getBoundingClientRect;
        vi.spyOn(
            HTMLElement.prototype,
            'getBoundingClientRect'
        ).mockImplementation(function (this: HTMLElement) {
            return this.classList.contains('RaList-actions')
                ? ({ height: 184 } as DOMRect)
                : real.call(this);
        });
        const draw = () =>
            renderList('subsidiary', {
                dataProvider: plantsData(37),
            });
        expect(storedToolsHeight('subsidiary')).toBeUndefined();
        draw();
        expect(
            await screen.findByPlaceholderText('Search')
        ).toBeInTheDocument();
        expect(storedToolsHeight('subsidiary')).toBe(184);
        cleanup();

        const paint = holdFrames();
        const { container } = draw();
        expect(await screen.findByText('Plant 1')).toBeInTheDocument();
        const tools = container.querySelector('.RaList-actions');
        expect(tools).not.toBeNull();
        expect(getComputedStyle(tools!).minHeight).toBe('184px');
        await paint();
        expect(
            await screen.findByPlaceholderText('Search')
        ).toBeInTheDocument();
        expect(getComputedStyle(tools!).minHeight).not.toBe('184px');
    });
});

/** The set-up the generated lists' tests share. */
import { ResourceList } from '@/builders/list/ResourceList';
import { getResource, type ResourceName } from '@shared/declarations';
import {
    renderInAdmin,
    type RenderInAdminOptions,
} from '../../helpers/renderInAdmin';
import { fakeDataProvider } from './fakeDataProvider';
import * as fixtures from './fixtures';

/** The generated list of an administration resource, as its route draws it. */
export const renderList = (
    name: ResourceName,
    options: RenderInAdminOptions = {}
) =>
    renderInAdmin(
        <ResourceList
            definition={getResource(name)}
            basePath={`/admin/${name}`}
        />,
        options
    );

/** `count` plants and the companies they belong to. */
export const plantsData = (count: number) =>
    fakeDataProvider({
        subsidiary: fixtures.plants(count),
        company: fixtures.companies(),
    });

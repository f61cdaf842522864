/**
 * The budget's reference point ("what a bare react-admin app with
 * one list ships"): <Admin> with one resource whose list has a DataTable, a
 * search and a reference filter. `npm run bench` builds it with
 * this repository's versions and prints its JavaScript (gzip).
 */
import { createRoot } from 'react-dom/client';
import {
    Admin,
    AutocompleteInput,
    DataTable,
    List,
    ReferenceInput,
    Resource,
    SearchInput,
    type DataProvider,
} from 'react-admin';

// The rows arrive 300 ms after they are asked for, as from a server.
const later = <T,>(value: T) =>
    new Promise<T>(resolve => setTimeout(() => resolve(value), 300));

const dataProvider = {
    getList: () =>
        later({
            data: Array.from({ length: 10 }, (_, i) => ({
                id: i + 1,
                title: `Post ${i + 1}`,
            })),
            total: 37,
        }),
    getMany: () => later({ data: [] }),
} as unknown as DataProvider;

const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="user" source="userId" reference="users" alwaysOn>
        <AutocompleteInput />
    </ReferenceInput>,
];

const PostList = () => (
    <List filters={filters}>
        <DataTable>
            <DataTable.Col source="title" />
        </DataTable>
    </List>
);

const root = document.getElementById('root');
if (root) {
    createRoot(root).render(
        <Admin dataProvider={dataProvider}>
            <Resource name="posts" list={PostList} />
        </Admin>
    );
}

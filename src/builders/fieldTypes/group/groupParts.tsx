import { TextField } from 'react-admin';
import type { FieldTypeModule } from '../parts';

/**
 * A group's (object, list) members have their own parts; FieldInput draws
 * the group's inputs. Not one cell or one line of text: declarations do
 * not list a group.
 */
export const groupParts: FieldTypeModule = {
    cell: field => <TextField source={field.source} />,
    text: () => '',
};

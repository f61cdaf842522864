import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FieldInput } from '@/builders/form/inputFor';
import type { ResourceDefinition } from '@shared/domain/fields';
import { useFieldText } from '@/builders/useFieldText';

/**
 * The `codeIntl` input of a page or module, with the name users will read
 * for that code in the current language under it: the code is a key, and
 * an administrator typing it should see what it names (or that it names
 * nothing yet, when the catalog has no entry for it).
 */
export const CodeShownAs = ({
    definition,
    readOnly,
}: {
    definition: ResourceDefinition;
    readOnly: boolean;
}) => {
    const translate = useTranslate();
    const text = useFieldText(definition.name);
    const code: unknown = useWatch({ name: 'codeIntl' });
    const url: unknown = useWatch({ name: 'url' });
    const field = definition.fields.find(f => f.source === 'codeIntl')!;
    const shown =
        typeof code === 'string' && code.trim() !== ''
            ? text(field, code.trim(), { id: 0, url })
            : '';
    return (
        <>
            <FieldInput
                resource={definition.name}
                field={field}
                source="codeIntl"
                labelPath="codeIntl"
                readOnly={readOnly}
                mode="edit"
            />
            {shown && (
                <Typography
                    variant="body2"
                    sx={{ mt: -1, mb: 2 }}
                    data-testid="code-shown-as"
                >
                    {shown === code
                        ? translate('app.catalogEditor.noName')
                        : translate('app.catalogEditor.shownAs', {
                              name: shown,
                          })}
                </Typography>
            )}
        </>
    );
};

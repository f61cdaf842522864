import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import type { ResourceViewProps } from '@/builders/viewProps';
import { CompanyIntegration } from './CompanyIntegration';
import { ZabbixTestCard } from './ZabbixTestCard';

/**
 * A company's details, under the warning of its Zabbix integration when it
 * fails; on the administrators' page, with the test of its
 * Zabbix integration inside the form, after the inputs (the integration
 * is theirs to set): it tests the URL and token reference as the form
 * holds them, saved or not.
 */
export const CompanyEdit = (props: ResourceViewProps) => {
    const params = useParams<'id'>();
    const id = props.id ?? params.id;
    return (
        <Stack spacing={2}>
            {id ? <CompanyIntegration companyId={String(id)} /> : null}
            <ResourceEdit
                definition={props.definition}
                basePath={props.paths.list}
                readOnly={props.readOnly}
                canDelete={
                    !(
                        props.mode === 'normal' &&
                        props.definition.normalPageUpdateOnly
                    )
                }
                id={id}
            >
                {props.mode === 'admin' && id ? (
                    <ZabbixTestCard companyId={id} />
                ) : null}
            </ResourceEdit>
        </Stack>
    );
};

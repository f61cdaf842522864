import { useEffect, useMemo, useRef } from 'react';
import {
    AutocompleteArrayInput,
    AutocompleteInput,
    ReferenceArrayInput,
    ReferenceInput,
    useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldLabelKey } from '@/builders/labelKeys';
import { useRecordText } from '@/builders/useFieldText';
import type { FieldDefinition } from '@shared/domain/fields';
import { getResource } from '@shared/declarations';
import { validatorFor } from '@/validation/validators';
import { useHoldsProfile } from '@/session/rank';
import type { GrantingProfile } from '@shared/domain/rank';

const userDef = getResource('user');
const fieldOf = (source: string): FieldDefinition =>
    userDef.fields.find(f => f.source === source)!;

const useUserValidator = (source: string) => {
    const translate = useTranslate();
    const label = translate(fieldLabelKey('user', source));
    return useMemo(() => validatorFor(fieldOf(source), label), [source, label]);
};

/**
 * A user's web or mobile profile: only active profiles of that type are
 * offered (the server refuses the others with 03), and those granting
 * more than the signed-in user holds are shown disabled (rank).
 */
export const ProfileOfTypeInput = ({
    source,
    type,
    readOnly,
}: {
    source: 'profileWebId' | 'profileMobileId';
    type: 0 | 1;
    readOnly: boolean;
}) => {
    const validate = useUserValidator(source);
    const text = useRecordText('profile');
    const holds = useHoldsProfile();
    return (
        <ReferenceInput
            source={source}
            reference="profile"
            filter={{ type, status: 'active' }}
            sort={{ field: 'name', order: 'ASC' }}
        >
            <AutocompleteInput
                label={fieldLabelKey('user', source)}
                optionText={text}
                validate={validate}
                readOnly={readOnly}
                getOptionDisabled={(p: GrantingProfile) => !holds(p)}
            />
        </ReferenceInput>
    );
};

/**
 * The user's plants: several, all of the chosen company (the server
 * refuses others). Choosing another company empties the choice, since
 * none of the previous plants can stay.
 */
export const CompanyPlantsInput = ({ readOnly }: { readOnly: boolean }) => {
    const validate = useUserValidator('subsidiaryIds');
    const translate = useTranslate();
    const text = useRecordText('subsidiary');
    const companyId: unknown = useWatch({ name: 'companyId' });
    const { setValue, getValues } = useFormContext();
    const lastCompany = useRef(companyId);
    useEffect(() => {
        if (lastCompany.current === companyId) return;
        const hadCompany =
            lastCompany.current !== undefined && lastCompany.current !== null;
        lastCompany.current = companyId;
        const chosen: unknown = getValues('subsidiaryIds');
        if (hadCompany && Array.isArray(chosen) && chosen.length > 0)
            setValue('subsidiaryIds', [], { shouldDirty: true });
    }, [companyId, getValues, setValue]);
    const noCompany = companyId === undefined || companyId === null;
    return (
        <ReferenceArrayInput
            source="subsidiaryIds"
            reference="subsidiary"
            filter={noCompany ? { id: [] } : { companyId }}
            sort={{ field: 'name', order: 'ASC' }}
        >
            <AutocompleteArrayInput
                label={fieldLabelKey('user', 'subsidiaryIds')}
                optionText={text}
                validate={validate}
                readOnly={readOnly}
                disabled={noCompany && !readOnly}
                helperText={
                    noCompany && !readOnly
                        ? translate('app.userEditor.chooseCompanyFirst')
                        : undefined
                }
                slotProps={readOnly ? { chip: { onDelete: undefined } } : {}}
            />
        </ReferenceArrayInput>
    );
};

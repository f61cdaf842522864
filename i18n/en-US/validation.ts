/**
 * Validation messages (`%{field}` is the field's label, `%{value}` the
 * bound), shared option labels, and the generic CRUD screen strings (en-US).
 */
export const validation = {
    app: {
        validation: {
            required: '%{field} is required',
            length: '%{field} must have exactly %{smart_count} character |||| %{field} must have exactly %{smart_count} characters',
            minLength: '%{field} must have at least %{value} characters',
            maxLength: '%{field} must have at most %{value} characters',
            // A server refusal (code 07) naming its field (src/providers/apiErrors.ts).
            inUse: '%{field} is already in use',
            email: '%{field} must be a valid email',
            phone: '%{field} must be a valid phone',
            number: '%{field} must be a number',
            // A reading outside its sensor's valid range (docs/numbers.md).
            implausibleAbove:
                "%{field} is above the sensor's valid maximum (%{value}): check the value. If it is right, say why and save again.",
            implausibleBelow:
                "%{field} is below the sensor's valid minimum (%{value}): check the value. If it is right, say why and save again.",
            justifyImplausible:
                "%{field}: say why the value is outside the sensor's valid range",
            // Number boxes (docs/numbers.md): never guess.
            ambiguousNumber:
                '%{field}: ambiguous number. In English, a point separates the decimals and a comma the thousands: write 412.5 or 1,234.5',
            numberMin: '%{field} must be at least %{value}',
            numberMax: '%{field} must be at most %{value}',
            maxItems: '%{field} accepts at most %{value} items',
            minItems: '%{field} needs at least %{value} items',
            integer: '%{field} must be an integer',
            decimals: '%{field} accepts at most %{value} decimal places',
            positive: '%{field} must be a positive number',
            cnpj: '%{field} must be a valid CNPJ',
            cep: '%{field} must be a valid CEP',
            devEui: '%{field} must have 8 groups of 2 letters or digits',
            gatewayEui: '%{field} must have 16 hexadecimal characters',
            pattern: '%{field} is invalid',
            characters: '%{field} contains characters that cannot be stored',
            text: '%{field} must be text',
            boolean: '%{field} must be yes or no',
            list: '%{field} must be a list',
            object: '%{field} is invalid',
            unknown: '%{field} is not a field of this record',
            date: '%{field} must be a valid date',
            datetime: '%{field} must be a valid date and time',
            option: '%{field} must be one of the choices',
            reference: '%{field} must be an existing record',
            minAboveMax: '%{field} must be at least the minimum (%{value})',
            defaultOutOfRange:
                '%{field} must be between the minimum and the maximum',
            defaultNotOption:
                '%{field} must be the value of one of the options',
            notApplicable: '%{field} does not apply to this type of field',
            duplicateValue: '%{field} is repeated; each must be different',
            thresholdAbove: '%{field} must be above the level before it',
            thresholdBelow: '%{field} must be below the level before it',
            belowNotApplicable:
                '%{field}: alerting when the value falls does not apply to this sensor type, which reads 0 when all is normal (a rain gauge without rain); alert when it rises',
            boundUnreachable:
                '%{field} could never be reached: this sensor type never reads below %{value}',
            boundAlwaysReached:
                '%{field} would be reached by every reading, normal ones included: this sensor type reads %{value} or more; use a bound above %{value}',
            comparisonNotApplicable:
                '%{field} would fire on normal values: this sensor type reads 0 when all is normal, and any reading after a 0 deviates from the mean; leave it blank',
            bottomMenuLimit:
                'You have reached the limit of 3 modules in the mobile bottom menu',
            lastAdministrator:
                'This would leave the console without an active administrator: give another user an administrator profile first',
            adminOnly: 'Only administrators may change %{field}',
            outranked:
                'This account holds access you do not hold: only someone who holds all of it may change it',
            notHeld:
                'You cannot hand out access you do not hold yourself: choose a profile within your own access',
            formChanged:
                'The form changed since this register was filled in: answer its current questions and send it again',
            clientIdInUse:
                'This record’s identifier is already used by another record: remove it from the device and fill it in again',
            passwordRequired: 'Password is required',
            password: {
                minLength: 'Password must have at least 8 characters',
                number: 'Password must have at least one number',
                special: 'Password must have at least one special character',
                upperLower:
                    'Password must have uppercase and lowercase letters',
                match: 'Passwords do not match',
            },
        },
        options: {
            deviceState: {
                online: 'Online',
                offline: 'Offline',
                'never-seen': 'Never seen',
                unknown: 'Unknown (integration failing)',
            },
            status: {
                active: 'Active',
                inactive: 'Inactive',
                deleted: 'Deleted',
            },
            criticality: {
                low: 'Low',
                medium: 'Medium',
                high: 'High',
                critical: 'Critical',
            },
            pageType: { 0: 'Web', 1: 'Mobile' },
            inspectionFieldType: {
                1: 'Text',
                2: 'Integer',
                3: 'Decimal',
                4: 'Switch',
                5: 'Date',
                6: 'Options',
                7: 'Photo',
                8: 'Location',
            },
            // What an instruction covers: an alert's cause.
            alertCause: {
                criticality: 'Reading past normal',
                silence: 'No data',
            },
            sensorType: {
                level: 'Level',
                flow: 'Flow',
                rainfall: 'Rainfall',
                'piezometric-pressure': 'Piezometric pressure',
                displacement: 'Displacement',
                temperature: 'Temperature',
                voltage: 'Voltage',
                current: 'Current',
                power: 'Power',
            },
            hydroRegion: {
                amazonica: 'Amazon',
                'tocantins-araguaia': 'Tocantins-Araguaia',
                'atlantico-nordeste-ocidental': 'Western Northeast Atlantic',
                parnaiba: 'Parnaíba',
                'atlantico-nordeste-oriental': 'Eastern Northeast Atlantic',
                'sao-francisco': 'São Francisco',
                'atlantico-leste': 'East Atlantic',
                'atlantico-sudeste': 'Southeast Atlantic',
                parana: 'Paraná',
                paraguai: 'Paraguay',
                uruguai: 'Uruguay',
                'atlantico-sul': 'South Atlantic',
            },
            timezone: {
                'America/Sao_Paulo': 'Brasília (São Paulo)',
                'America/Manaus': 'Amazon (Manaus)',
                'America/Cuiaba': 'Cuiabá',
                'America/Porto_Velho': 'Porto Velho',
                'America/Boa_Vista': 'Boa Vista',
                'America/Rio_Branco': 'Acre (Rio Branco)',
                'America/Noronha': 'Fernando de Noronha',
                'America/Belem': 'Belém',
                'America/Fortaleza': 'Fortaleza',
                'America/Recife': 'Recife',
                'America/Bahia': 'Bahia (Salvador)',
            },
            uf: {
                AC: 'Acre',
                AL: 'Alagoas',
                AP: 'Amapá',
                AM: 'Amazonas',
                BA: 'Bahia',
                CE: 'Ceará',
                DF: 'Federal District',
                ES: 'Espírito Santo',
                GO: 'Goiás',
                MA: 'Maranhão',
                MT: 'Mato Grosso',
                MS: 'Mato Grosso do Sul',
                MG: 'Minas Gerais',
                PA: 'Pará',
                PB: 'Paraíba',
                PR: 'Paraná',
                PE: 'Pernambuco',
                PI: 'Piauí',
                RJ: 'Rio de Janeiro',
                RN: 'Rio Grande do Norte',
                RS: 'Rio Grande do Sul',
                RO: 'Rondônia',
                RR: 'Roraima',
                SC: 'Santa Catarina',
                SP: 'São Paulo',
                SE: 'Sergipe',
                TO: 'Tocantins',
            },
        },
        crud: {
            search: 'Search',
            actions: 'Actions',
            details: 'Details',
            empty: 'No data to show',
            rangeOverCap: '%{from}-%{to} of more than %{cap}',
            enableEdit: 'Enable edit',
            cancelEdit: 'Cancel',
            showFilters: 'Show filters',
            hideFilters: 'Hide filters',
            deleteTitle:
                'Are you sure you want to delete %{recordRepresentation}?',
            deleteContent: "This action can't be undone.",
        },
        lookup: {
            cnpjNotFound: 'CNPJ information not found',
            cepNotFound: 'CEP information not found',
            replaceTitle: 'Replace what you typed?',
            cnpjReplace:
                'The records of this CNPJ differ in: %{fields}. Replace what is filled in with them?',
            cepReplace:
                'This CEP belongs to another address, which differs in: %{fields}. Replace what is filled in with it?',
            replace: 'Replace',
            keep: 'Keep mine',
        },
        passwordPanel: {
            title: 'Change password',
            currentPassword: 'Current password',
            currentRequired: 'Enter your current password',
            wrongCurrent: 'The current password is not correct',
            tooManyAttempts:
                'Too many wrong attempts. Wait a few minutes and try again.',
            atIdentityProvider:
                'Your password is kept by the sign-in service. Change it there; you come back here afterwards.',
            changeAtIdentityProvider: 'Change password at the sign-in service',
            password: 'New password',
            confirmation: 'Confirm new password',
            submit: 'Update password',
            updated: 'Password updated successfully',
            error: 'Error updating password',
            rules: {
                title: 'The new password must have',
                minLength: 'at least 8 characters',
                number: 'a number',
                special: 'a special character',
                upperLower: 'upper and lower case letters',
                match: 'the same password in both fields',
                met: 'met',
                notMet: 'not yet',
            },
        },
    },
};

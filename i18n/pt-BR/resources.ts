/**
 * Nomes de recursos, rótulos de campos e grupos, opções por recurso e
 * notificações de CRUD (pt-BR). Tipado pelo catálogo en-US: uma chave a
 * mais ou a menos falha no typecheck.
 */
import type { resources as enUS } from '../en-US/resources';

/** pt-BR agrees the participle with the entity's gender. */
const notifications = (one: string, gender: 'm' | 'f') => {
    const lower = one.charAt(0).toLowerCase() + one.slice(1);
    const o = gender === 'f' ? 'a' : 'o';
    return {
        created: `${one} criad${o} com sucesso`,
        updated: `${one} atualizad${o} com sucesso`,
        deleted: `${one} excluíd${o} com sucesso!`,
        createError: `Erro ao criar ${lower}!`,
        updateError: `Erro ao atualizar ${lower}!`,
        deleteError: `Erro ao excluir ${lower}!`,
    };
};

const address = {
    cep: 'CEP',
    street: 'Logradouro',
    number: 'Número',
    complement: 'Complemento',
    neighborhood: 'Bairro',
    county: 'Cidade',
    state: 'Estado',
};
const coordinates = { latitude: 'Latitude', longitude: 'Longitude' };
const status = 'Status';

/** As configurações de um campo de formulário de inspeção: as do formulário e a cópia que um registro guarda. */
const inspectionFieldLabels = {
    title: 'Título',
    description: 'Descrição',
    fieldType: 'Tipo de campo',
    isRequired: 'Obrigatório',
    justify: 'Justificar com',
    defaultValue: 'Valor padrão',
    decimalPlaces: 'Casas decimais',
    minValue: 'Valor mínimo',
    maxValue: 'Valor máximo',
    options: { label: 'Rótulo', value: 'Valor' },
};

export const resources: typeof enUS = {
    resources: {
        company: {
            name: 'Empresa |||| Empresas',
            fields: {
                cnpj: 'CNPJ',
                name: 'Nome',
                corporateName: 'Nome fantasia',
                email: 'E-mail',
                phone: 'Telefone',
                address,
                settings: {
                    timezone: 'Fuso horário',
                    measureRetentionDays: 'Retenção de medições (dias)',
                },
                userInformation: {
                    name: 'Responsável',
                    email: 'E-mail do responsável',
                    phone: 'Telefone do responsável',
                },
                apiIntegration: {
                    zabbixUrl: 'URL do Zabbix',
                    zabbixTokenRef: 'Referência do token do Zabbix',
                },
                status,
            },
            fieldGroups: {
                address: 'Endereço',
                settings: 'Configurações',
                userInformation: 'Informações do usuário',
                apiIntegration: 'Integração de API',
            },
            notifications: notifications('Empresa', 'f'),
        },
        subsidiary: {
            name: 'Usina |||| Usinas',
            fields: {
                name: 'Nome',
                cnpj: 'CNPJ',
                companyId: 'Empresa',
                plantType: 'Tipo de usina',
                capacityMw: 'Capacidade (MW)',
                address,
                ...coordinates,
                watershedId: 'Bacia hidrográfica',
                alertConfig: {
                    sensorType: 'Tipo de sensor',
                    direction: 'Sentido',
                    low: 'Baixa',
                    medium: 'Média',
                    high: 'Alta',
                    critical: 'Crítica',
                    numberOfPreviousMeasures: 'Número de medições anteriores',
                    compareToPreviousMeasure:
                        'Comparar com medições anteriores (%)',
                    noDataTimeoutMin: 'Tempo sem dados (min)',
                },
                status,
            },
            fieldGroups: {
                address: 'Endereço',
                alertConfig: 'Configuração de alertas',
            },
            options: {
                plantType: {
                    hydro: 'Usina hidrelétrica',
                    'small-hydro': 'Pequena central hidrelétrica',
                    'water-treatment': 'Tratamento de água',
                    pumping: 'Estação de bombeamento',
                    other: 'Outro',
                },
                alertConfig: {
                    direction: { above: 'Acima', below: 'Abaixo' },
                },
            },
            notifications: notifications('Usina', 'f'),
        },
        user: {
            name: 'Usuário |||| Usuários',
            fields: {
                name: 'Nome',
                email: 'E-mail',
                phone: 'Telefone',
                companyId: 'Empresa',
                profileWebId: 'Perfil web',
                profileMobileId: 'Perfil mobile',
                subsidiaryIds: 'Usinas',
                status,
            },
            notifications: notifications('Usuário', 'm'),
        },
        profile: {
            name: 'Perfil |||| Perfis',
            fields: {
                name: 'Nome',
                isAdmin: 'Administrador',
                type: 'Tipo',
                pages: {
                    pageId: 'Página',
                    justView: 'Somente visualização',
                    showOnMenu: 'Mostrar no menu',
                    menuOrder: 'Ordem no menu lateral',
                    showInBottomMenu: 'Mostrar no menu inferior do app',
                    bottomMenuOrder: 'Ordem no app',
                },
                status,
            },
            fieldGroups: { pages: 'Páginas' },
            notifications: notifications('Perfil', 'm'),
        },
        page: {
            name: 'Página |||| Páginas',
            fields: {
                codeIntl: 'Código',
                url: 'URL',
                icon: 'Ícone',
                moduleId: 'Módulo',
                isAdmin: 'Página de administração',
                type: 'Tipo',
                isMenu: 'É página de menu',
                showInMenu: 'Mostrar no menu',
                order: 'Ordem',
                relatedPageId: 'Página relacionada',
            },
            notifications: notifications('Página', 'f'),
        },
        module: {
            name: 'Módulo |||| Módulos',
            fields: { codeIntl: 'Código', icon: 'Ícone', order: 'Ordem' },
            notifications: notifications('Módulo', 'm'),
        },
        watershed: {
            name: 'Bacia hidrográfica |||| Bacias hidrográficas',
            fields: {
                name: 'Nome',
                hydroRegion: 'Região hidrográfica',
                anaBasinCode: 'Código da bacia (ANA)',
                anaSubBasinCode: 'Código da sub-bacia (ANA)',
                mainRiver: 'Rio principal',
                states: 'Estados',
                drainageAreaKm2: 'Área de drenagem (km²)',
                basinCommittee: 'Comitê de bacia',
                status,
            },
            notifications: notifications('Bacia hidrográfica', 'f'),
        },
        device: {
            name: 'Dispositivo |||| Dispositivos',
            fields: {
                name: 'Nome',
                subsidiaryId: 'Usina',
                deviceType: 'Tipo de dispositivo',
                category: 'Categoria',
                manufacturer: 'Fabricante',
                model: 'Modelo',
                serialNumber: 'Número de série',
                watershedId: 'Bacia hidrográfica',
                ...coordinates,
                installedAt: 'Instalado em',
                status,
            },
            options: {
                deviceType: { water: 'Hídrico', electric: 'Elétrico' },
                category: {
                    'spillway-gate': 'Comporta do vertedouro',
                    'intake-gate': 'Comporta da tomada d’água',
                    'reservoir-level-station':
                        'Estação de nível do reservatório',
                    penstock: 'Conduto forçado',
                    pump: 'Bomba',
                    valve: 'Válvula',
                    generator: 'Gerador',
                    turbine: 'Turbina',
                    transformer: 'Transformador',
                    switchgear: 'Painel de manobra',
                    busbar: 'Barramento',
                    other: 'Outro',
                },
            },
            notifications: notifications('Dispositivo', 'm'),
        },
        gateway: {
            name: 'Gateway |||| Gateways',
            fields: {
                gatewayEui: 'EUI do gateway',
                name: 'Nome',
                description: 'Descrição',
                location: { ...coordinates, altitudeM: 'Altitude (m)' },
                statsIntervalSec: 'Intervalo de estatísticas (s)',
                lastSeenAt: 'Visto por último',
                state: 'Estado',
                status,
            },
            fieldGroups: { location: 'Localização' },
            notifications: notifications('Gateway', 'm'),
        },
        sensor: {
            name: 'Sensor |||| Sensores',
            fields: {
                devEui: 'DevEUI',
                name: 'Nome',
                sensorType: 'Tipo de sensor',
                unit: 'Unidade',
                decimals: 'Casas decimais nas mensagens',
                parametrization: {
                    scale: 'Escala',
                    offset: 'Deslocamento',
                    validMin: 'Mínimo válido',
                    validMax: 'Máximo válido',
                },
                localization: { ...coordinates, description: 'Descrição' },
                watershedId: 'Bacia hidrográfica',
                gatewayId: 'Gateway',
                deviceId: 'Dispositivo',
                zabbixItemId: 'Id do item no Zabbix',
                lastSeenAt: 'Visto por último',
                state: 'Estado',
                status,
            },
            fieldGroups: {
                parametrization: 'Parametrização',
                localization: 'Localização',
            },
            notifications: notifications('Sensor', 'm'),
        },
        measure: {
            name: 'Medição |||| Medições',
            fields: {
                sensorId: 'Sensor',
                value: 'Valor',
                unit: 'Unidade',
                type: 'Tipo',
                criticality: 'Criticidade',
                date: 'Data',
                note: 'Observação',
                criticalityRule: {
                    sensorType: 'Configuração usada (tipo de sensor)',
                    direction: 'Sentido',
                    reached: 'Nível atingido',
                    bound: 'Limite atingido',
                    raised: 'Elevada por desviar das leituras anteriores',
                    mean: 'Média das leituras anteriores',
                    previousCount: 'Leituras anteriores comparadas',
                    deviationPct: 'Desvio da média (%)',
                },
                registeredBy: 'Registrada por',
            },
            options: {
                type: { auto: 'Automática', manual: 'Manual' },
                criticalityRule: {
                    direction: { above: 'Acima', below: 'Abaixo' },
                },
            },
            fieldGroups: { criticalityRule: 'Por que esta criticidade' },
            notifications: notifications('Medição', 'f'),
        },
        simulation: {
            name: 'Simulado |||| Simulados',
            fields: {
                title: 'Título',
                date: 'Data',
                criticality: 'Criticidade',
                scenario: 'Cenário',
                instructionId: 'Instrução',
                contactIds: 'Contatos',
                sent: 'Enviado',
                sentAt: 'Enviado em',
                result: 'Resultado',
            },
            notifications: notifications('Simulado', 'm'),
        },
        contact: {
            name: 'Contato |||| Contatos',
            fields: {
                name: 'Nome',
                role: 'Função',
                organization: 'Organização',
                phone: 'Telefone',
                email: 'E-mail',
                criticalityForContact: 'Criticidades do contato',
                userIds: 'Usuários',
                escalationOrder: 'Ordem de acionamento',
                language: 'Idioma dos alertas',
                status,
            },
            options: {
                language: {
                    'pt-BR': 'Português (Brasil)',
                    'en-US': 'Inglês (EUA)',
                },
                organization: {
                    internal: 'Interno',
                    'civil-defense': 'Defesa Civil',
                    regulator: 'Órgão regulador',
                    'city-hall': 'Prefeitura',
                    other: 'Outro',
                },
            },
            notifications: notifications('Contato', 'm'),
        },
        instruction: {
            name: 'Instrução |||| Instruções',
            fields: {
                title: 'Título',
                criticality: 'Criticidade',
                sensorTypes: 'Tipos de sensor (nenhum: todos)',
                causes: 'Causas (nenhuma: todas)',
                steps: { order: 'Ordem', text: 'Texto' },
                status,
            },
            fieldGroups: { steps: 'Passos' },
            notifications: notifications('Instrução', 'f'),
        },
        'inspection-form': {
            name: 'Formulário de inspeção |||| Formulários de inspeção',
            fields: {
                name: 'Nome',
                description: 'Descrição',
                version: 'Versão',
                fields: inspectionFieldLabels,
                status,
            },
            fieldGroups: { fields: 'Campos', 'fields.options': 'Opções' },
            options: {
                fields: {
                    justify: {
                        none: 'Sem justificativa',
                        text: 'Texto',
                        photo: 'Foto',
                    },
                },
            },
            notifications: notifications('Formulário de inspeção', 'm'),
        },
        'inspection-register': {
            name: 'Registro de inspeção |||| Registros de inspeção',
            fields: {
                inspectionFormId: 'Formulário de inspeção',
                formVersion: 'Versão do formulário',
                date: 'Data',
                inspectorId: 'Inspetor',
                formFields: inspectionFieldLabels,
                answers: {
                    fieldIndex: 'Campo',
                    value: 'Resposta',
                    justification: 'Justificativa',
                },
                result: 'Resultado',
                criticality: 'Criticidade',
                notes: 'Observações',
            },
            fieldGroups: {
                answers: 'Respostas',
                formFields: 'Campos do formulário',
                'formFields.options': 'Opções',
            },
            options: {
                result: { ok: 'OK', anomaly: 'Anomalia' },
                formFields: {
                    justify: {
                        none: 'Sem justificativa',
                        text: 'Texto',
                        photo: 'Foto',
                    },
                },
            },
            notifications: notifications('Registro de inspeção', 'm'),
        },
    },
};

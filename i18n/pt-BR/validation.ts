/**
 * Mensagens de validação (`%{field}` é o rótulo do campo, `%{value}` o
 * limite), rótulos de opções compartilhadas e textos genéricos das telas
 * de cadastro (pt-BR). Tipado pelo catálogo en-US.
 */
import type { validation as enUS } from '../en-US/validation';

export const validation: typeof enUS = {
    app: {
        validation: {
            // Phrased so that any field agrees ("Unidade" is
            // feminine, "Nome" masculine, "Etapas" plural), without a
            // gender per field: the adjective agrees with the noun after it.
            required: '%{field}: preenchimento obrigatório',
            length: '%{field} deve ter exatamente %{smart_count} caractere |||| %{field} deve ter exatamente %{smart_count} caracteres',
            minLength: '%{field} deve ter no mínimo %{value} caracteres',
            maxLength: '%{field} deve ter no máximo %{value} caracteres',
            // A server refusal (code 07) naming its field (src/providers/apiErrors.ts).
            inUse: '%{field}: valor já em uso',
            email: '%{field} deve ser um e-mail válido',
            phone: '%{field} deve ser um telefone válido',
            number: '%{field} deve ser um número',
            // Uma leitura fora da faixa válida do sensor (docs/numbers.md).
            implausibleAbove:
                '%{field} passa do máximo válido do sensor (%{value}): confira o valor. Se ele estiver certo, diga por que e salve de novo.',
            implausibleBelow:
                '%{field} fica abaixo do mínimo válido do sensor (%{value}): confira o valor. Se ele estiver certo, diga por que e salve de novo.',
            justifyImplausible:
                '%{field}: diga por que o valor está fora da faixa válida do sensor',
            // Caixas de número (docs/numbers.md): nunca adivinhar.
            ambiguousNumber:
                '%{field}: número ambíguo. Em português, a vírgula separa os decimais e o ponto, os milhares: escreva 412,5 ou 1.234,5',
            numberMin: '%{field} deve ser no mínimo %{value}',
            numberMax: '%{field} deve ser no máximo %{value}',
            maxItems: '%{field} aceita no máximo %{value} itens',
            minItems: '%{field} precisa de no mínimo %{value} itens',
            integer: '%{field} deve ser um número inteiro',
            decimals: '%{field} aceita no máximo %{value} casas decimais',
            positive: '%{field} deve ser um número positivo',
            cnpj: '%{field} deve ser um CNPJ válido',
            cep: '%{field} deve ser um CEP válido',
            devEui: '%{field} deve ter 8 grupos de 2 letras ou dígitos',
            gatewayEui: '%{field} deve ter 16 caracteres hexadecimais',
            pattern: '%{field}: valor inválido',
            characters: '%{field} contém caracteres que não podem ser gravados',
            text: '%{field} deve ser um texto',
            boolean: '%{field} deve ser sim ou não',
            list: '%{field} deve ser uma lista',
            object: '%{field}: valor inválido',
            unknown: '%{field} não é um campo deste registro',
            date: '%{field} deve ser uma data válida',
            datetime: '%{field} deve ser uma data e hora válidas',
            option: '%{field} deve ser uma das opções',
            reference: '%{field} deve ser um registro existente',
            minAboveMax:
                '%{field} deve ser no mínimo o valor mínimo (%{value})',
            defaultOutOfRange: '%{field} deve estar entre o mínimo e o máximo',
            defaultNotOption: '%{field} deve ser o valor de uma das opções',
            notApplicable: '%{field} não se aplica a este tipo de campo',
            duplicateValue:
                '%{field}: valor repetido; cada um deve ser diferente',
            thresholdAbove: '%{field} deve ser maior que o nível anterior',
            thresholdBelow: '%{field} deve ser menor que o nível anterior',
            belowNotApplicable:
                '%{field}: alertar quando o valor desce não se aplica a este tipo de sensor, que lê 0 quando tudo está normal (um pluviômetro sem chuva); alerte quando o valor sobe',
            boundUnreachable:
                '%{field} nunca seria atingido: este tipo de sensor não lê valores abaixo de %{value}',
            boundAlwaysReached:
                '%{field} seria atingido por toda leitura, normal inclusive: este tipo de sensor lê %{value} ou mais; use um limite maior que %{value}',
            comparisonNotApplicable:
                '%{field} dispararia com valores normais: este tipo de sensor lê 0 quando tudo está normal, e qualquer leitura depois de um 0 se desvia da média; deixe em branco',
            bottomMenuLimit:
                'Você atingiu o limite de 3 módulos no menu inferior do aplicativo',
            lastAdministrator:
                'Isto deixaria o console sem nenhum administrador ativo: dê primeiro um perfil de administrador a outro usuário',
            adminOnly: 'Somente administradores podem alterar %{field}',
            outranked:
                'Esta conta tem acessos que você não tem: somente quem tem todos eles pode alterá-la',
            notHeld:
                'Você não pode conceder acessos que você mesmo não tem: escolha um perfil dentro do seu acesso',
            formChanged:
                'O formulário mudou desde que este registro foi preenchido: responda às perguntas atuais e envie de novo',
            clientIdInUse:
                'O identificador deste registro já é usado por outro registro: remova-o do aparelho e preencha de novo',
            passwordRequired: 'A senha é obrigatória',
            password: {
                minLength: 'A senha deve ter no mínimo 8 caracteres',
                number: 'A senha deve ter ao menos um número',
                special: 'A senha deve ter ao menos um caractere especial',
                upperLower: 'A senha deve ter letras maiúsculas e minúsculas',
                match: 'As senhas não conferem',
            },
        },
        options: {
            deviceState: {
                online: 'Online',
                offline: 'Offline',
                'never-seen': 'Nunca visto',
                unknown: 'Desconhecido (integração falhando)',
            },
            status: {
                active: 'Ativo',
                inactive: 'Inativo',
                deleted: 'Excluído',
            },
            criticality: {
                low: 'Baixa',
                medium: 'Média',
                high: 'Alta',
                critical: 'Crítica',
            },
            pageType: { 0: 'Web', 1: 'Mobile' },
            inspectionFieldType: {
                1: 'Texto',
                2: 'Inteiro',
                3: 'Decimal',
                4: 'Chave (sim/não)',
                5: 'Data',
                6: 'Opções',
                7: 'Foto',
                8: 'Localização',
            },
            alertCause: {
                criticality: 'Leitura fora do normal',
                silence: 'Sem dados',
            },
            sensorType: {
                level: 'Nível',
                flow: 'Vazão',
                rainfall: 'Pluviometria',
                'piezometric-pressure': 'Pressão piezométrica',
                displacement: 'Deslocamento',
                temperature: 'Temperatura',
                voltage: 'Tensão',
                current: 'Corrente',
                power: 'Potência',
            },
            hydroRegion: {
                amazonica: 'Amazônica',
                'tocantins-araguaia': 'Tocantins-Araguaia',
                'atlantico-nordeste-ocidental': 'Atlântico Nordeste Ocidental',
                parnaiba: 'Parnaíba',
                'atlantico-nordeste-oriental': 'Atlântico Nordeste Oriental',
                'sao-francisco': 'São Francisco',
                'atlantico-leste': 'Atlântico Leste',
                'atlantico-sudeste': 'Atlântico Sudeste',
                parana: 'Paraná',
                paraguai: 'Paraguai',
                uruguai: 'Uruguai',
                'atlantico-sul': 'Atlântico Sul',
            },
            timezone: {
                'America/Sao_Paulo': 'Brasília (São Paulo)',
                'America/Manaus': 'Amazonas (Manaus)',
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
                DF: 'Distrito Federal',
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
            search: 'Pesquisar',
            actions: 'Ações',
            details: 'Detalhes',
            empty: 'Nenhum dado para mostrar',
            rangeOverCap: '%{from}-%{to} de mais de %{cap}',
            enableEdit: 'Habilitar edição',
            cancelEdit: 'Cancelar',
            showFilters: 'Mostrar filtros',
            hideFilters: 'Ocultar filtros',
            deleteTitle:
                'Tem certeza de que deseja excluir %{recordRepresentation}?',
            deleteContent: 'Esta ação não pode ser desfeita.',
        },
        lookup: {
            cnpjNotFound: 'Informações do CNPJ não encontradas',
            cepNotFound: 'Informações do CEP não encontradas',
            replaceTitle: 'Substituir o que você digitou?',
            cnpjReplace:
                'Os dados deste CNPJ diferem em: %{fields}. Substituir o que está preenchido?',
            cepReplace:
                'Este CEP é de outro endereço, que difere em: %{fields}. Substituir o que está preenchido?',
            replace: 'Substituir',
            keep: 'Manter o meu',
        },
        passwordPanel: {
            title: 'Alterar senha',
            currentPassword: 'Senha atual',
            currentRequired: 'Informe sua senha atual',
            wrongCurrent: 'A senha atual não está correta',
            tooManyAttempts:
                'Muitas tentativas erradas. Aguarde alguns minutos e tente novamente.',
            atIdentityProvider:
                'Sua senha é mantida pelo serviço de entrada. Altere-a lá; depois você volta para cá.',
            changeAtIdentityProvider: 'Alterar senha no serviço de entrada',
            password: 'Nova senha',
            confirmation: 'Confirme a nova senha',
            submit: 'Atualizar senha',
            updated: 'Senha atualizada com sucesso',
            error: 'Erro ao atualizar senha',
            rules: {
                title: 'A nova senha precisa ter',
                minLength: 'pelo menos 8 caracteres',
                number: 'um número',
                special: 'um caractere especial',
                upperLower: 'letras maiúsculas e minúsculas',
                match: 'a mesma senha nos dois campos',
                met: 'atendido',
                notMet: 'ainda não',
            },
        },
    },
};

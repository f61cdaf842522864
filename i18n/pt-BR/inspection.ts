/** O construtor de formulários de inspeção e o registro de inspeção (pt-BR). */
import type { inspection as enUS } from '../en-US/inspection';

export const inspection: typeof enUS = {
    app: {
        validation: {
            photo: '%{field} deve ser uma foto enviada por este formulário',
            location: '%{field} deve ter latitude e longitude',
            // Recusas do envio de uma foto (docs/api.md, "Inspection photos").
            photoQuotaAccountDay:
                'Você já enviou todas as fotos permitidas em 24 horas: envie esta mais tarde ou peça a um administrador para aumentar o limite',
            photoQuotaAccountTotal:
                'Suas fotos ocupam todo o espaço permitido à sua conta: peça a um administrador para aumentar o limite',
            photoQuotaPlantDay:
                'Esta usina já recebeu todas as fotos permitidas em 24 horas: envie esta mais tarde ou peça a um administrador para aumentar o limite',
            photoQuotaPlantTotal:
                'As fotos desta usina ocupam todo o espaço permitido: peça a um administrador para aumentar o limite',
            photoStoreFull:
                'O servidor está sem espaço para fotos e não guardou nada: tente mais tarde e avise um administrador',
        },
        inspection: {
            builder: {
                version:
                    'Versão %{version}. Salvar uma alteração nos campos cria a versão %{next}.',
                field: 'Campo %{n}',
                untitled: 'Campo %{n} (ainda sem título)',
                add: 'Adicionar campo',
                remove: 'Remover o campo %{n}',
                moveUp: 'Mover o campo %{n} para cima',
                moveDown: 'Mover o campo %{n} para baixo',
                drag: 'Arraste o campo %{n} para reordená-lo',
                addOption: 'Adicionar opção',
                removeOption: 'Remover a opção %{n}',
                option: 'Opção %{n}',
                moved: 'O campo %{title} agora é o número %{n}',
                preview: 'Pré-visualização',
                previewHelp:
                    'O formulário como o inspetor o verá. O que você digitar aqui não é salvo.',
                previewEmpty: 'Adicione um campo para ver o formulário.',
                defaultHint: {
                    4: 'true ou false',
                    6: 'o valor de uma das opções',
                },
            },
            register: {
                chooseForm: 'Escolha um formulário para preencher.',
                loadingForm: 'Carregando o formulário…',
                answers: 'Respostas',
                version: 'Formulário "%{name}", versão %{version}',
                versionOld:
                    'Respondido na versão %{version}; o formulário está agora na versão %{current}.',
                justification: 'Justificativa de %{field}',
                justificationPhoto: 'Foto que justifica %{field}',
                yes: 'Sim',
                no: 'Não',
                noAnswer: 'Sem resposta',
                latitude: 'Latitude de %{field}',
                longitude: 'Longitude de %{field}',
                myPosition: 'Usar minha posição em %{field}',
                positionFailed: 'Não foi possível ler a sua posição',
                pickOnMap: 'Escolher %{field} no mapa',
                hideMap: 'Ocultar o mapa de %{field}',
                mapHelp:
                    'Clique no mapa para definir a localização; os campos acima a recebem.',
                map: 'Mapa de %{field}',
            },
            photo: {
                choose: 'Escolher uma foto para %{field}',
                replace: 'Trocar a foto de %{field}',
                remove: 'Remover a foto de %{field}',
                thumbnail: 'Foto de %{field}',
                uploading: 'Enviando a foto…',
                tooLarge: 'A foto deve ter no máximo 5 MB',
                wrongType: 'A foto deve ser uma imagem JPEG, PNG ou WebP',
                failed: 'Não foi possível enviar a foto',
                gone: 'A foto foi removida do servidor: escolha-a de novo',
                loadFailed: 'Não foi possível mostrar a foto',
            },
        },
    },
};

import { editorViews } from '@/builders/form/editorViews';
import { PLANT_INPUTS, PLANT_TABS } from './plantForm';

/**
 * A new plant (`/admin/subsidiary/new`) and a plant's details
 * (`/admin/subsidiary/details/{id}`, or the plant user's own at
 * `/subsidiary/details`, which may be updated but not deleted), over the
 * "Dados" and "Configuração de alertas" tabs.
 */
export const { Create: PlantCreate, Edit: PlantEdit } = editorViews({
    custom: PLANT_INPUTS,
    tabs: PLANT_TABS,
});

/**
 * Inspection photos through the API (docs/api.md, "Inspection photos"):
 * sent as their bytes, read back as a Blob with the user's token, since an
 * `<img src>` pointing at the API could not carry it.
 */
import { useDataProvider, type DataProvider } from 'react-admin';

export interface InspectionPhotoDataProvider extends DataProvider {
    uploadInspectionPhoto: (
        file: Blob
    ) => Promise<{ data: { id: number; contentType: string; size: number } }>;
    getInspectionPhoto: (id: string | number) => Promise<Blob>;
}

export const useInspectionPhotoApi = () =>
    useDataProvider<InspectionPhotoDataProvider>();

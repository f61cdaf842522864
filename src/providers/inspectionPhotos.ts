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
    /**
     * The form being filled still holds the photo it sent: the server
     * keeps it (PHOTO_KEEP_MS); 404 when it is gone already.
     */
    keepInspectionPhoto: (id: string | number) => Promise<unknown>;
}

export const useInspectionPhotoApi = () =>
    useDataProvider<InspectionPhotoDataProvider>();

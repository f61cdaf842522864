import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useInspectionPhotoApi } from '@/providers/inspectionPhotos';

/**
 * A stored photo as a thumbnail: its bytes fetched with the user's token
 * and shown from an object URL, released when the thumbnail goes.
 */
export const PhotoThumbnail = ({ id, alt }: { id: string; alt: string }) => {
    const api = useInspectionPhotoApi();
    const translate = useTranslate();
    const { data, isError } = useQuery({
        queryKey: ['inspection-photo', id],
        queryFn: () => api.getInspectionPhoto(id),
        staleTime: Infinity,
    });
    const [url, setUrl] = useState<string>();
    useEffect(() => {
        if (!data) return undefined;
        const made = URL.createObjectURL(data);
        // The object URL is owned by this effect: made here, released by its cleanup.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setUrl(made);
        return () => URL.revokeObjectURL(made);
    }, [data]);
    if (isError)
        return (
            <Typography variant="body2" color="error">
                {translate('app.inspection.photo.loadFailed')}
            </Typography>
        );
    if (!url) return null;
    return (
        <Box
            component="img"
            src={url}
            alt={alt}
            sx={{
                display: 'block',
                maxWidth: 160,
                maxHeight: 120,
                objectFit: 'contain',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
            }}
        />
    );
};

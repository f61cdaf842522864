/**
 * The plant's kit and home (shared/domain/fieldData.ts): asked of the
 * server when there is a network and kept on the device; without one, or
 * when the server cannot be reached, the copy the device keeps, with the
 * time it was taken.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import type { FieldHome, FieldKit } from '@shared/domain/fieldData';
import { httpClient } from '@/providers/apiClient';
import { plantHome, plantKit, savePlantData } from '@/providers/deviceStore';
import { browserOffline, isWorkingOffline } from '@/providers/offlineSession';
import { useFieldContext } from './useFieldContext';

export interface PlantData<T> {
    data: T;
    /** When the server answered it. */
    savedAt: string;
    /** Read from the device: the server was not reached. */
    fromDevice: boolean;
}

const unreachable = (error: unknown) =>
    !(error instanceof HttpError) || error.status === 0 || error.status >= 500;

async function read<T extends FieldKit | FieldHome>(
    kind: 'kit' | 'home',
    userId: number,
    plantId: number
): Promise<PlantData<T> | null> {
    const kept = async () => {
        const stored = await (kind === 'kit'
            ? plantKit(userId, plantId)
            : plantHome(userId, plantId));
        return stored
            ? {
                  data: stored.data as T,
                  savedAt: stored.savedAt,
                  fromDevice: true,
              }
            : null;
    };
    if (isWorkingOffline() || browserOffline()) return kept();
    try {
        const { json } = await httpClient<{ data: T }>(`/field/${kind}`, {
            headers: { 'subsidiary-id': String(plantId) },
        });
        const savedAt = new Date().toISOString();
        const value = { userId, plantId, data: json.data, savedAt };
        if (kind === 'kit')
            await savePlantData(
                'kits',
                value as { data: FieldKit } & typeof value
            );
        else
            await savePlantData(
                'homes',
                value as { data: FieldHome } & typeof value
            );
        return { data: json.data, savedAt, fromDevice: false };
    } catch (error) {
        if (unreachable(error)) {
            const copy = await kept();
            if (copy) return copy;
        }
        throw error;
    }
}

export const plantDataKey = (kind: 'kit' | 'home', plantId: number) => [
    'field',
    kind,
    plantId,
];

export function usePlantData<T extends FieldKit | FieldHome>(
    kind: 'kit' | 'home'
) {
    const { userId, plant } = useFieldContext();
    return useQuery({
        queryKey: plantDataKey(kind, plant.id),
        queryFn: () => read<T>(kind, userId, plant.id),
        retry: false,
        // Asked again at each visit, the copy shown meanwhile: the field
        // reads what changed on the console since (a new form).
        staleTime: 0,
    });
}

export const useKit = () => usePlantData<FieldKit>('kit');
export const useHome = () => usePlantData<FieldHome>('home');

/**
 * The plant's kit and home asked for as soon as the field app opens on a
 * plant with a network, so the device keeps them before the inspector
 * visits the pages that show them (docs/field-app.md, "What the device
 * keeps"). Settles once both are in the cache (prefetchQuery never
 * rejects).
 */
export const prefetchPlantData = (
    queryClient: QueryClient,
    userId: number,
    plantId: number
): Promise<void> =>
    Promise.all(
        (['kit', 'home'] as const).map(kind =>
            queryClient.prefetchQuery({
                queryKey: plantDataKey(kind, plantId),
                queryFn: () => read(kind, userId, plantId),
                retry: false,
            })
        )
    ).then(() => undefined);

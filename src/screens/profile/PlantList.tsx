import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatCnpj } from '@shared/domain/cnpj';
import type { SessionPlant } from '@shared/domain/session';

interface PlantListProps {
    plants: readonly SessionPlant[];
    selectedId: number | undefined;
    isAdmin: boolean;
    /** Id of the heading that names the list. */
    labelledBy: string;
}

/** The user's plants with masked CNPJ; the one in use is marked. */
export const PlantList = ({
    plants,
    selectedId,
    isAdmin,
    labelledBy,
}: PlantListProps) => {
    const translate = useTranslate();
    if (plants.length === 0) {
        return (
            <Typography color="text.secondary">
                {translate(
                    isAdmin
                        ? 'app.myProfile.adminPlants'
                        : 'app.myProfile.noPlants'
                )}
            </Typography>
        );
    }
    const sorted = [...plants].sort((a, b) => a.name.localeCompare(b.name));
    return (
        <List dense aria-labelledby={labelledBy}>
            {sorted.map(plant => (
                <ListItem
                    key={plant.id}
                    disableGutters
                    secondaryAction={
                        plant.id === selectedId ? (
                            <Chip
                                size="small"
                                color="primary"
                                variant="outlined"
                                label={translate('app.myProfile.selected')}
                            />
                        ) : undefined
                    }
                >
                    <ListItemText
                        primary={plant.name}
                        secondary={translate('app.myProfile.cnpj', {
                            cnpj: formatCnpj(plant.cnpj),
                        })}
                    />
                </ListItem>
            ))}
        </List>
    );
};

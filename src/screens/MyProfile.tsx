import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Title, useTranslate } from 'react-admin';
import { PasswordChangePanel } from '@/builders/password/PasswordChangePanel';
import { useSelectedPlant, useSession } from '@/session/hooks';
import { PlantList } from './profile/PlantList';
import { ProfileFacts } from './profile/ProfileFacts';
import { SectionCard } from '@/layout/page/SectionCard';

/** `/my-profile`: who the signed-in user is, their plants, and the password change. */
export const MyProfile = () => {
    const translate = useTranslate();
    const session = useSession();
    const selected = useSelectedPlant();
    const ids = useId();
    const { user, profile } = session;
    return (
        <Stack
            component="section"
            aria-labelledby={`${ids}-title`}
            spacing={2}
            sx={{ py: 2, maxWidth: 720 }}
        >
            <Title title="app.myProfile.title" />
            <Typography variant="h5" component="h1" id={`${ids}-title`}>
                {translate('app.myProfile.title')}
            </Typography>
            <SectionCard
                id={`${ids}-account`}
                title={translate('app.myProfile.account')}
            >
                <ProfileFacts
                    facts={[
                        {
                            label: translate('app.myProfile.name'),
                            value: user.name,
                        },
                        {
                            label: translate('app.myProfile.email'),
                            value: user.email,
                        },
                        {
                            label: translate('app.myProfile.company'),
                            value:
                                user.companyName ??
                                translate('app.myProfile.notAvailable'),
                        },
                        {
                            label: translate('app.myProfile.webProfile'),
                            value: profile.name,
                        },
                    ]}
                />
            </SectionCard>
            <SectionCard
                id={`${ids}-plants`}
                title={translate('app.myProfile.plants')}
            >
                <PlantList
                    plants={session.subsidiaries}
                    selectedId={selected?.id}
                    isAdmin={session.isAdmin}
                    labelledBy={`${ids}-plants`}
                />
            </SectionCard>
            <PasswordChangePanel />
        </Stack>
    );
};

import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { passwordRules, type PasswordRule } from '@shared/domain/formats';
import { visuallyHidden } from '../visuallyHidden';

type Rule = PasswordRule | 'match';
const RULES: Rule[] = [
    ...(Object.keys(passwordRules) as PasswordRule[]),
    'match',
];

/**
 * The password's rules, ticked live as the user types (the same rules
 * the validator and the server apply). Each says in words whether it is
 * met, so the tick is never the only sign.
 */
export const PasswordRules = ({
    source,
    confirmationSource,
}: {
    source: string;
    confirmationSource: string;
}) => {
    const translate = useTranslate();
    const titleId = useId();
    const password = String(useWatch({ name: source }) ?? '');
    const confirmation = String(useWatch({ name: confirmationSource }) ?? '');
    const met = (rule: Rule) =>
        rule === 'match'
            ? password !== '' && password === confirmation
            : passwordRules[rule](password);
    return (
        <Box sx={{ mb: 1 }}>
            <Typography variant="body2" id={titleId}>
                {translate('app.passwordPanel.rules.title')}
            </Typography>
            <List dense disablePadding aria-labelledby={titleId}>
                {RULES.map(rule => {
                    const ok = met(rule);
                    return (
                        <ListItem key={rule} disableGutters data-met={ok}>
                            <ListItemIcon sx={{ minWidth: 32 }}>
                                {ok ? (
                                    <CheckCircle
                                        fontSize="small"
                                        color="success"
                                        aria-hidden
                                    />
                                ) : (
                                    <RadioButtonUnchecked
                                        fontSize="small"
                                        aria-hidden
                                    />
                                )}
                            </ListItemIcon>
                            <ListItemText
                                primary={
                                    <>
                                        {translate(
                                            `app.passwordPanel.rules.${rule}`
                                        )}
                                        <Box
                                            component="span"
                                            sx={visuallyHidden}
                                        >
                                            {` (${translate(
                                                ok
                                                    ? 'app.passwordPanel.rules.met'
                                                    : 'app.passwordPanel.rules.notMet'
                                            )})`}
                                        </Box>
                                    </>
                                }
                            />
                        </ListItem>
                    );
                })}
            </List>
        </Box>
    );
};

import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import Campaign from '@mui/icons-material/Campaign';
import Contacts from '@mui/icons-material/Contacts';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import DeviceHub from '@mui/icons-material/DeviceHub';
import DynamicForm from '@mui/icons-material/DynamicForm';
import FactCheck from '@mui/icons-material/FactCheck';
import Factory from '@mui/icons-material/Factory';
import Home from '@mui/icons-material/Home';
import MapIcon from '@mui/icons-material/Map';
import MenuBook from '@mui/icons-material/MenuBook';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Outbox from '@mui/icons-material/Outbox';
import People from '@mui/icons-material/People';
import Router from '@mui/icons-material/Router';
import Sensors from '@mui/icons-material/Sensors';
import SettingsInputAntenna from '@mui/icons-material/SettingsInputAntenna';
import Speed from '@mui/icons-material/Speed';
import ViewModule from '@mui/icons-material/ViewModule';
import Water from '@mui/icons-material/Water';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { ICON_SIZES } from '../iconSizes';

/**
 * The icon names the page catalog stores (shared/domain/pageCatalog.ts). An
 * explicit map keeps the bundle to these icons instead of all of MUI's.
 */
const MENU_ICONS: Record<string, ComponentType<SvgIconProps>> = {
    AdminPanelSettings,
    Badge,
    Business,
    Campaign,
    Contacts,
    Dashboard,
    Description,
    DeviceHub,
    DynamicForm,
    FactCheck,
    Factory,
    Home,
    Map: MapIcon,
    MenuBook,
    NotificationsActive,
    Outbox,
    People,
    Router,
    Sensors,
    SettingsInputAntenna,
    Speed,
    ViewModule,
    Water,
};

/** The names an icon picker offers, alphabetically. */
export const MENU_ICON_NAMES: readonly string[] =
    Object.keys(MENU_ICONS).sort();

export const hasMenuIcon = (name: string): boolean =>
    Object.hasOwn(MENU_ICONS, name);

/** Decorative (MUI hides it from AT): the entry's text names it. */
export const MenuIcon = ({ name }: { name: string | null }) => {
    const Icon = (name && MENU_ICONS[name]) || Article;
    return (
        <Icon
            data-icon={name && hasMenuIcon(name) ? name : 'fallback'}
            sx={{ fontSize: ICON_SIZES.lg }}
        />
    );
};

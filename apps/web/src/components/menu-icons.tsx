import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  FileTextOutlined,
  HomeOutlined,
  LineChartOutlined,
  LoginOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UploadOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { isMenuIconName, MENU_ICON_SET } from './menu-icon-set.tsx';

/** Icons by name, as menus give them ("HomeOutlined", "home", "el-icon-s-home" all read as "home"). */
const ICONS: Readonly<Record<string, ReactNode>> = {
  home: <HomeOutlined />,
  user: <UserOutlined />,
  team: <TeamOutlined />,
  setting: <SettingOutlined />,
  settings: <SettingOutlined />,
  file: <FileTextOutlined />,
  filetext: <FileTextOutlined />,
  document: <FileTextOutlined />,
  audit: <AuditOutlined />,
  check: <AuditOutlined />,
  bank: <BankOutlined />,
  enterprise: <BankOutlined />,
  barchart: <BarChartOutlined />,
  chart: <BarChartOutlined />,
  data: <BarChartOutlined />,
  linechart: <LineChartOutlined />,
  trend: <LineChartOutlined />,
  book: <BookOutlined />,
  calendar: <CalendarOutlined />,
  date: <CalendarOutlined />,
  login: <LoginOutlined />,
  message: <MessageOutlined />,
  safety: <SafetyCertificateOutlined />,
  safetycertificate: <SafetyCertificateOutlined />,
  credit: <SafetyCertificateOutlined />,
  solution: <SolutionOutlined />,
  trophy: <TrophyOutlined />,
  rank: <TrophyOutlined />,
  upload: <UploadOutlined />,
  warning: <WarningOutlined />,
};

function iconKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/^el-icon-(s-)?/, '')
    .replace(/(outlined|filled|twotone)$/, '')
    .replace(/[^a-z]/g, '');
}

export function menuIcon(name: string | null | undefined): ReactNode {
  if (name && isMenuIconName(name)) return MENU_ICON_SET[name];
  return (name && ICONS[iconKey(name)]) || <AppstoreOutlined />;
}

import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  IdcardOutlined,
  InboxOutlined,
  MessageOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icons of the top-level menu keys (spec 2); an unknown key gets a neutral one. */
const ICONS: Record<string, ComponentType> = {
  orders: ShoppingCartOutlined,
  memberCenter: GiftOutlined,
  waybills: FileTextOutlined,
  addressManagement: EnvironmentOutlined,
  systemSetting: SettingOutlined,
  setting: SettingOutlined,
  complaint: AuditOutlined,
  vipCenter: CrownOutlined,
  finance: AccountBookOutlined,
  service: FileSearchOutlined,
  personalSetting: IdcardOutlined,
  permissionManage: TeamOutlined,
  mange: InboxOutlined,
  complaintsSuggest: MessageOutlined,
  contactUs: CustomerServiceOutlined,
  notifyCenter: BellOutlined,
  storehouse: FolderOpenOutlined,
};

export function MenuIcon({ groupKey }: { groupKey: string }) {
  const Icon = ICONS[groupKey] ?? AppstoreOutlined;
  return <Icon />;
}

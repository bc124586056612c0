/** Everything the member mall reads is under 'mall': an exchange invalidates it all. Per interface language. */
export const mallKeys = {
  all: ['mall'] as const,
  statistic: (lang: string) => [...mallKeys.all, 'statistic', lang] as const,
  growInfo: (lang: string) => [...mallKeys.all, 'growInfo', lang] as const,
  goods: <F>(lang: string, filter: F) => [...mallKeys.all, 'goods', lang, filter] as const,
};
